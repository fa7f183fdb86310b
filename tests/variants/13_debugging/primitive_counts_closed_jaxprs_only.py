"""The student recurses only into params that are ``ClosedJaxpr`` objects (or tuples of them), missing the open ``Jaxpr`` that ``jax.checkpoint``'s ``remat2`` equation holds."""
EXERCISE = "debugging.primitive_counts"
VERDICT = "fail"
MESSAGE = 'remat2'

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
