"""The student recurses only into params that are ``ClosedJaxpr`` objects (or tuples of them), missing the open ``Jaxpr`` that ``jax.checkpoint``'s ``remat2`` equation holds.

Violates: "the equations of every jaxpr nested in one ... to any depth."
Verifying input: lambda x: jax.checkpoint(lambda y: jnp.tanh(y) * 2.0)(x), 1.0 -> requires {'remat2': 1, 'tanh': 1, 'mul': 1}, this returns {'remat2': 1}.
"""
EXERCISE = "debugging.primitive_counts"
VERDICT = "fail"
KIND = "algorithm"

from typing import Any, Callable

import jax
import jax.extend
import jax.numpy as jnp
from jax import lax


def primitive_counts(f: Callable[..., Any], *args: Any) -> dict[str, int]:
    closed = jax.extend.core.ClosedJaxpr
    counts: dict[str, int] = {}

    def walk(jaxpr):
        for eqn in jaxpr.eqns:
            counts[eqn.primitive.name] = counts.get(eqn.primitive.name, 0) + 1
            for value in eqn.params.values():
                for sub in value if isinstance(value, tuple) else (value,):
                    if isinstance(sub, closed):
                        walk(sub.jaxpr)

    walk(jax.make_jaxpr(f)(*args).jaxpr)
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
    s = lambda x: lax.scan(lambda c, _: (jnp.sin(c), None), x, None, length=5)[0]
    assert primitive_counts(s, 1.0) == _reference(s, 1.0)
    # the violation
    r = lambda x: jax.checkpoint(lambda y: jnp.tanh(y) * 2.0)(x)
    assert _reference(r, 1.0) == {"remat2": 1, "tanh": 1, "mul": 1}, _reference(r, 1.0)
    assert primitive_counts(r, 1.0) == {"remat2": 1}, primitive_counts(r, 1.0)
    print("verified")
