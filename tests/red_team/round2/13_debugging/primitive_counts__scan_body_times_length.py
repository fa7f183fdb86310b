"""The student multiplies a ``scan`` body's counts by the scan's ``length``, counting how often each primitive runs instead of how often it appears.

Violates: "A nested jaxpr counts once, however many times it runs."
Verifying input: lambda x: lax.scan(lambda c, _: (jnp.sin(c), None), x, None, length=5)[0], 1.0 -> requires {'scan': 1, 'sin': 1}, this returns {'scan': 1, 'sin': 5}.
"""
EXERCISE = "debugging.primitive_counts"
VERDICT = "fail"
KIND = "law"

from typing import Any, Callable

import jax
import jax.extend
import jax.numpy as jnp
from jax import lax


def primitive_counts(f: Callable[..., Any], *args: Any) -> dict[str, int]:
    counts: dict[str, int] = {}

    def walk(jaxpr, times):
        for eqn in jaxpr.eqns:
            counts[eqn.primitive.name] = counts.get(eqn.primitive.name, 0) + times
            repeat = eqn.params.get("length", 1) if eqn.primitive.name == "scan" else 1
            for sub in jax.extend.core.jaxprs_in_params(eqn.params):
                walk(sub, times * repeat)

    walk(jax.make_jaxpr(f)(*args).jaxpr, 1)
    return counts


if __name__ == "__main__":
    def _reference(f, *args):
        from collections import Counter
        import jax.extend

        counts = Counter()

        def walk(jaxpr):
            for eqn in jaxpr.eqns:
                counts[eqn.primitive.name] += 1
                for sub in jax.extend.core.jaxprs_in_params(eqn.params):
                    walk(sub)

        walk(jax.make_jaxpr(f)(*args).jaxpr)
        return dict(counts)

    assert primitive_counts(lambda x: jnp.sin(x) * jnp.sin(x), 1.0) == {"sin": 2, "mul": 1}
    assert primitive_counts(lambda x: jax.jit(jnp.cos)(x) + 1.0, 1.0) == {"jit": 1, "cos": 1, "add": 1}
    g = lambda x: lax.cond(x > 0, jnp.sin, jnp.cos, x) * 2.0
    assert primitive_counts(g, 1.0) == _reference(g, 1.0) == {"gt": 1, "convert_element_type": 1, "cond": 1, "sin": 1, "cos": 1, "mul": 1}, primitive_counts(g, 1.0)
    w = lambda x: lax.while_loop(lambda c: c < 10.0, jnp.exp, x)
    assert primitive_counts(w, 1.0) == _reference(w, 1.0)
    # the violation
    s = lambda x: lax.scan(lambda c, _: (jnp.sin(c), None), x, None, length=5)[0]
    assert _reference(s, 1.0) == {"scan": 1, "sin": 1}
    assert primitive_counts(s, 1.0) == {"scan": 1, "sin": 5}, primitive_counts(s, 1.0)
    print("verified")
