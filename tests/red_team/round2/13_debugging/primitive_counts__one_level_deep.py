"""The student looks into the jaxprs nested in top-level equations but does not recurse further, so a program nested two levels deep (a ``cond`` inside a ``jit``) is missed.

Violates: "the equations of every jaxpr nested in one ... to any depth."
Verifying input: lambda x: jax.jit(lambda y: lax.cond(y > 0, jnp.sin, jnp.cos, y))(x), 1.0 -> requires counts including 'sin': 1 and 'cos': 1, this returns none for them.
"""
EXERCISE = "debugging.primitive_counts"
VERDICT = "fail"
KIND = "algorithm"

from typing import Any, Callable

import jax
import jax.numpy as jnp
from jax import lax


def primitive_counts(f: Callable[..., Any], *args: Any) -> dict[str, int]:
    counts: dict[str, int] = {}
    for eqn in jax.make_jaxpr(f)(*args).jaxpr.eqns:
        counts[eqn.primitive.name] = counts.get(eqn.primitive.name, 0) + 1
        for value in eqn.params.values():
            inner = value if isinstance(value, (tuple, list)) else [value]
            for sub in inner:
                if hasattr(sub, "eqns") or hasattr(sub, "jaxpr"):
                    sub = getattr(sub, "jaxpr", sub)
                    for e in sub.eqns:
                        counts[e.primitive.name] = counts.get(e.primitive.name, 0) + 1
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
    # the violation
    h = lambda x: jax.jit(lambda y: lax.cond(y > 0, jnp.sin, jnp.cos, y))(x)
    ref, got = _reference(h, 1.0), primitive_counts(h, 1.0)
    assert ref["sin"] == 1 and ref["cos"] == 1
    assert "sin" not in got and "cos" not in got and got["cond"] == 1, got
    print("verified")
