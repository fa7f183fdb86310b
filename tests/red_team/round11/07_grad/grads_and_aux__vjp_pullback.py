"""Correct, unusual style: reverse mode by hand. ``jax.vjp(f, x, y, has_aux=True)`` returns the
value, the pullback and ``aux`` untouched; pulling back a cotangent of ones shaped like the
value gives ``(df/dx, df/dy)``, exactly ``jax.grad(f, argnums=(0, 1))``. NaNs stay NaNs and
``aux`` comes back as ``f`` made it. Works under ``jax.jit`` with ``f`` static.
"""
EXERCISE = "grad.grads_and_aux"
VERDICT = "pass"
KIND = "correct"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def grads_and_aux(f: Callable[[jax.Array, jax.Array], tuple[jax.Array, Any]], x: jax.Array, y: jax.Array) -> tuple[tuple[jax.Array, jax.Array], Any]:
    value, pullback, aux = jax.vjp(f, x, y, has_aux=True)
    dx, dy = pullback(jnp.ones_like(value))
    return (dx, dy), aux


if __name__ == "__main__":
    f = lambda x, y: (jnp.sum(x * y), x.shape[0])
    (dx, dy), aux = grads_and_aux(f, jnp.array([1.0, 2.0]), jnp.array([3.0, 4.0]))
    assert (dx.tolist(), dy.tolist(), aux) == ([3.0, 4.0], [1.0, 2.0], 2)
    g = lambda x, y: (jnp.sum(jnp.where(x > 0, jnp.sqrt(x), 0.0) * y ** 2), {"log": jnp.log(x - 10.0), "n": 3})
    x, y = jnp.array([0.0, 4.0]), jnp.array([1.0, 2.0])
    want = jax.grad(g, argnums=(0, 1), has_aux=True)(x, y)
    for got in (grads_and_aux(g, x, y), jax.jit(grads_and_aux, static_argnums=0)(g, x, y)):
        assert jax.tree.structure(got) == jax.tree.structure(want)
        for a, b in zip(jax.tree.leaves(got), jax.tree.leaves(want)):
            assert bool(jnp.array_equal(a, b, equal_nan=True))
    print("ok")
