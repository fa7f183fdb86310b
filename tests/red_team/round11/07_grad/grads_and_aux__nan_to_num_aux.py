"""``aux`` is "cleaned for logging" before it is returned: every floating-point array leaf of it
goes through ``jnp.nan_to_num``, so a NaN metric becomes 0 and an infinite one the largest float.
Python values (the example's ``x.shape[0]``) and finite metrics pass through unchanged, so the
docstring's example passes; but ``aux`` is no longer what ``f`` reported.

Violates: "``aux`` is extra information (any pytree) handed back as ``f`` made it"
Verifying input: f = lambda x, y: (jnp.sum(x * y), {"log": jnp.log(x - 10.0)}), x = [1., 2.], y = [3., 4.]; aux["log"] must be [nan, nan] (what f made); this returns [0., 0.].
"""
EXERCISE = "grad.grads_and_aux"
VERDICT = "fail"
KIND = "functions_nan"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def _clean(leaf):
    if isinstance(leaf, jax.Array) and jnp.issubdtype(leaf.dtype, jnp.inexact):
        return jnp.nan_to_num(leaf)
    return leaf


def grads_and_aux(f: Callable[[jax.Array, jax.Array], tuple[jax.Array, Any]], x: jax.Array, y: jax.Array) -> tuple[tuple[jax.Array, jax.Array], Any]:
    (dx, dy), aux = jax.grad(f, argnums=(0, 1), has_aux=True)(x, y)
    return (dx, dy), jax.tree.map(_clean, aux)


if __name__ == "__main__":
    f = lambda x, y: (jnp.sum(x * y), x.shape[0])
    (dx, dy), aux = grads_and_aux(f, jnp.array([1.0, 2.0]), jnp.array([3.0, 4.0]))
    assert (dx.tolist(), dy.tolist(), aux) == ([3.0, 4.0], [1.0, 2.0], 2)
    g = lambda x, y: (jnp.sum(x * y), {"log": jnp.log(x - 10.0)})
    x, y = jnp.array([1.0, 2.0]), jnp.array([3.0, 4.0])
    made = g(x, y)[1]["log"]
    (_, _), got = grads_and_aux(g, x, y)
    assert bool(jnp.isnan(made).all()) and got["log"].tolist() == [0.0, 0.0]
    print("flaw shown: f made", made.tolist(), "returned", got["log"].tolist())
