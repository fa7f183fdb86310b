"""The student approximates ``H v`` by a central difference of gradients, ``(g(x + h v) - g(x - h v)) / 2h`` with ``h = 1e-3``: close at small ``x``, but at large ``|x|`` the step is below float32 resolution and the result is 0.

Violates: "Returns: ``H(x) @ v``" (exactly the Hessian-vector product, at any point ``x``)
Verifying input: f = sum(p**3) / 6 (H = diag(p)), x = full(3, 300000.0), v = ones(3) -> requires [300000, 300000, 300000], this returns [0, 0, 0].
"""
EXERCISE = "autodiff_control.hvp"
VERDICT = "fail"
KIND = "values"

from typing import Callable

import jax
import jax.numpy as jnp


def hvp(f: Callable[[jax.Array], jax.Array], x: jax.Array, v: jax.Array) -> jax.Array:
    h = 1e-3
    g = jax.grad(f)
    return (g(x + h * v) - g(x - h * v)) / (2 * h)


if __name__ == "__main__":
    import numpy as np

    f = lambda p: p[0] ** 2 * p[1]
    np.testing.assert_allclose(hvp(f, jnp.array([1.0, 2.0]), jnp.array([1.0, 0.0])), [4.0, 2.0], rtol=1e-3, atol=1e-3)
    g = lambda p: jnp.sum(jnp.log(jnp.cosh(p))) + 0.5 * jnp.sum(p) ** 2
    x, v = jnp.linspace(-1, 1, 16), jnp.cos(jnp.arange(16.0))
    want = np.asarray(1 / np.cosh(np.asarray(x)) ** 2 * np.asarray(v) + np.sum(np.asarray(v)))
    np.testing.assert_allclose(np.asarray(jax.jit(hvp, static_argnums=0)(g, x, v)), want, rtol=1e-2, atol=1e-2)
    # the violation
    cube = lambda p: jnp.sum(p ** 3) / 6
    x = jnp.full(3, 300000.0)
    exact = jax.jvp(jax.grad(cube), (x,), (jnp.ones(3),))[1]
    np.testing.assert_allclose(np.asarray(exact), [300000.0] * 3)
    assert hvp(cube, x, jnp.ones(3)).tolist() == [0.0, 0.0, 0.0]
    print("verified")
