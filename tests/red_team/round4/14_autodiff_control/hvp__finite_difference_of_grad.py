"""The student takes the "directional derivative of the gradient" literally as a central finite difference of jax.grad with a fixed step, which falls apart in float32 for small directions.

Violates: "``H v`` is the directional derivative of the gradient of ``f`` along ``v``" ... "Returns: ``H(x) @ v``"
Verifying input: f = lambda p: jnp.sum(p ** 3), x = ones(3), v = 1e-5 * ones(3) -> requires H v = [6e-5, 6e-5, 6e-5], this returns [0.0, 0.0, 0.0] (x + eps * v rounds back to x in float32).
"""
EXERCISE = "autodiff_control.hvp"
VERDICT = "fail"
KIND = "algorithm"

from typing import Callable

import jax
import jax.numpy as jnp


def hvp(f: Callable[[jax.Array], jax.Array], x: jax.Array, v: jax.Array) -> jax.Array:
    eps = 1e-3
    g = jax.grad(f)
    # central difference of the gradient along v: O(eps^2) accurate, never builds H
    return (g(x + eps * v) - g(x - eps * v)) / (2 * eps)


if __name__ == "__main__":
    import numpy as np

    f = lambda p: p[0] ** 2 * p[1]
    assert np.allclose(hvp(f, jnp.array([1.0, 2.0]), jnp.array([1.0, 0.0])), [4.0, 2.0], rtol=1e-3)
    key = jax.random.PRNGKey(0)
    x = jax.random.normal(key, (64,))
    v = jax.random.normal(jax.random.PRNGKey(1), (64,))
    g = lambda p: jnp.sum(jnp.sin(p) * p ** 2) + jnp.sum(p) ** 2
    H = jax.hessian(g)(x)
    ours = jax.jit(hvp, static_argnums=0)(g, x, v)
    assert np.allclose(ours, H @ v, rtol=1e-2, atol=1e-2), np.abs(ours - H @ v).max()
    # no n*n array anywhere
    jaxpr = jax.make_jaxpr(lambda x, v: hvp(g, x, v))(x, v)
    assert "64,64" not in str(jaxpr)
    # the flaw: a small direction
    h = lambda p: jnp.sum(p ** 3)
    x3, v3 = jnp.ones(3), 1e-5 * jnp.ones(3)
    ours = hvp(h, x3, v3)
    exact = jax.jvp(jax.grad(h), (x3,), (v3,))[1]
    print("returned", ours, "exact", exact)
    assert np.allclose(exact, 6e-5, rtol=1e-5)
    assert np.all(ours == 0.0)
    print("verified")
