"""The student recurses only into ClosedJaxpr params (and tuples of them), so the bare Jaxpr inside jax.checkpoint (remat2) or shard_map is never counted.

Violates: "the equations of every jaxpr nested in one (...), to any depth"
Verifying input: f = lambda x: jax.checkpoint(lambda y: jnp.sin(y) * 2.0)(x) + 1.0, x = 1.0 -> requires {'remat2': 1, 'sin': 1, 'mul': 1, 'add': 1}, this returns {'remat2': 1, 'add': 1}.
"""
EXERCISE = "debugging.primitive_counts"
VERDICT = "fail"
KIND = "values"

from collections import Counter
from typing import Any, Callable

import jax
import jax.extend
import jax.numpy as jnp


def primitive_counts(f: Callable[..., Any], *args: Any) -> dict[str, int]:
    counts: Counter = Counter()

    def walk(jaxpr):
        for eqn in jaxpr.eqns:
            counts[eqn.primitive.name] += 1
            for value in eqn.params.values():
                subs = value if isinstance(value, (tuple, list)) else (value,)
                for sub in subs:
                    if isinstance(sub, jax.extend.core.ClosedJaxpr):
                        walk(sub.jaxpr)

    walk(jax.make_jaxpr(f)(*args).jaxpr)
    return dict(counts)


if __name__ == "__main__":
    from jax import lax

    assert primitive_counts(lambda x: jnp.sin(x) * jnp.sin(x), 1.0) == {"sin": 2, "mul": 1}
    assert primitive_counts(lambda x: jax.jit(jnp.cos)(x) + 1.0, 1.0) == {"jit": 1, "cos": 1, "add": 1}
    r = primitive_counts(lambda x: lax.cond(x > 0, jnp.sin, jnp.cos, x), 1.0)
    assert r["cond"] == 1 and r["sin"] == 1 and r["cos"] == 1, r
    r = primitive_counts(lambda x: lax.scan(lambda c, _: (jnp.sin(c), None), x, None, length=10)[0], 1.0)
    assert r["scan"] == 1 and r["sin"] == 1, r
    r = primitive_counts(lambda x: lax.fori_loop(0, 5, lambda i, c: jax.jit(jnp.exp)(c), x), 1.0)
    assert r["exp"] == 1 and r["jit"] == 1, r
    # the flaw
    r = primitive_counts(lambda x: jax.checkpoint(lambda y: jnp.sin(y) * 2.0)(x) + 1.0, 1.0)
    print(r, jax.make_jaxpr(lambda x: jax.checkpoint(lambda y: jnp.sin(y) * 2.0)(x) + 1.0)(1.0))
    assert r == {"remat2": 1, "add": 1}, r  # the docstring requires sin: 1, mul: 1 as well
    print("verified")
