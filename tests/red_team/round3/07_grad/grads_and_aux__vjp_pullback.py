"""Unusual style: ``jax.vjp(f, x, y, has_aux=True)`` and one pullback of the cotangent ``1`` instead of ``jax.grad(..., argnums=(0, 1), has_aux=True)``.

Correct: for a scalar output, pulling back ``ones_like(value)`` gives exactly ``(df/dx, df/dy)``; ``has_aux=True`` makes ``vjp`` return ``f``'s aux untouched; the result is ``((dx, dy), aux)`` and it works under ``jax.jit`` with ``f`` static.
"""
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

    def g(x, y):
        v = jnp.sum(jnp.sin(x) @ y) + jnp.sum(y ** 3)
        return v, {"v": v, "n": jnp.sum(x > 0)}

    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(3, 4)), jnp.float32)
    y = jnp.asarray(rng.normal(size=(4, 2)), jnp.float32)
    for fn in (grads_and_aux, jax.jit(grads_and_aux, static_argnums=0)):
        (gx, gy), a = fn(g, x, y)
        (wx, wy), wa = jax.grad(g, argnums=(0, 1), has_aux=True)(x, y)
        assert gx.shape == x.shape and gy.shape == y.shape
        np.testing.assert_allclose(np.asarray(gx), np.asarray(wx), rtol=1e-6)
        np.testing.assert_allclose(np.asarray(gy), np.asarray(wy), rtol=1e-6)
        assert int(a["n"]) == int(wa["n"]) and float(a["v"]) == float(g(x, y)[0])
        assert jax.tree.structure(a) == jax.tree.structure(wa)
    (_, _), a = grads_and_aux(lambda a, b: (jnp.sum(a * b), ("tag", 3)), x, x)
    assert a == ("tag", 3)
    (sx, sy), _ = grads_and_aux(lambda a, b: (a * b, None), jnp.float32(2.0), jnp.float32(5.0))
    assert float(sx) == 5.0 and float(sy) == 2.0
    print("verified")
