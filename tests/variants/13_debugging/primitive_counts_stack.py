"""Alternative: an explicit stack instead of recursion, a Counter, nested programs found by duck typing."""
EXERCISE = "debugging.primitive_counts"
VERDICT = "pass"

from collections import Counter

import jax


def primitive_counts(f, *args):
    counts = Counter()
    stack = [jax.make_jaxpr(f)(*args).jaxpr]
    while stack:
        program = stack.pop()
        for eqn in program.eqns:
            counts[eqn.primitive.name] += 1
            values = list(eqn.params.values())
            while values:
                value = values.pop()
                if isinstance(value, (tuple, list)):
                    values.extend(value)
                elif hasattr(value, "eqns"):
                    stack.append(value)
                elif hasattr(value, "jaxpr") and hasattr(value.jaxpr, "eqns"):
                    stack.append(value.jaxpr)
    return dict(counts)
