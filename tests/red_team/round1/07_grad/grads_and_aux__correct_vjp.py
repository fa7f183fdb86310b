"""Correct: jax.vjp with has_aux=True, pulling back a cotangent of 1 through the scalar value, the two gradients returned as a tuple."""
EXERCISE = "grad.grads_and_aux"
VERDICT = "pass"
KIND = "style"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def grads_and_aux(f: Callable[[jax.Array, jax.Array], tuple[jax.Array, Any]], x: jax.Array, y: jax.Array) -> tuple[tuple[jax.Array, jax.Array], Any]:
    value, pullback, aux = jax.vjp(f, x, y, has_aux=True)
    dx, dy = pullback(jnp.ones_like(value))
    return (dx, dy), aux


if __name__ == "__main__":
    import numpy as np
    f = lambda x, y: (jnp.sum(x * y), x.shape[0])
    (dx, dy), aux = grads_and_aux(f, jnp.array([1.0, 2.0]), jnp.array([3.0, 4.0]))
    assert (dx.tolist(), dy.tolist(), aux) == ([3.0, 4.0], [1.0, 2.0], 2)
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(3, 2)), jnp.float32)
    y = jnp.asarray(rng.normal(size=(4,)), jnp.float32)
    g = lambda x, y: (jnp.sum(jnp.sin(x)) * jnp.sum(y ** 2), {"m": jnp.max(x), "tag": (1, None)})
    for fn in (grads_and_aux, jax.jit(grads_and_aux, static_argnums=0)):
        got = fn(g, x, y)
        want = jax.grad(g, argnums=(0, 1), has_aux=True)(x, y)
        assert jax.tree.structure(got) == jax.tree.structure(want)
        for a, b in zip(jax.tree.leaves(got), jax.tree.leaves(want)):
            assert np.allclose(np.asarray(a), np.asarray(b), rtol=1e-6)
        xs, ys = np.asarray(x, np.float64), np.asarray(y, np.float64)
        assert np.allclose(np.asarray(got[0][0]), np.cos(xs) * np.sum(ys ** 2), rtol=1e-5)
        assert np.allclose(np.asarray(got[0][1]), np.sum(np.sin(xs)) * 2 * ys, rtol=1e-5)
    (_, _), aux = grads_and_aux(f, jnp.array([1.0, 2.0]), jnp.array([3.0, 4.0]))
    assert type(aux) is int
    print("verified")
