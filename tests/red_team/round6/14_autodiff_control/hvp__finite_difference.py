"""The student approximates ``H v`` by a finite difference of gradients, ``(grad f(x + eps v) - grad f(x)) / eps`` with ``eps = 1e-3``: no Hessian, but the answer is only approximate.

Violates: "Returns: ``H(x) @ v``, a float vector of shape ``(n,)``." ("``H v`` is the directional derivative of the gradient of ``f`` along ``v``")
Verifying input: f = lambda p: p[0] ** 2 * p[1], x = [1, 2], v = [1, 0] (the docstring's example) -> requires [4.0, 2.0], this returns about [4.0, 2.001] (relative errors of 1e-3 and more on smooth f of 64 inputs).
"""
EXERCISE = "autodiff_control.hvp"
VERDICT = "fail"
KIND = "values"

from typing import Callable

import jax
import jax.numpy as jnp


def hvp(f: Callable[[jax.Array], jax.Array], x: jax.Array, v: jax.Array) -> jax.Array:
    eps = 1e-3
    g = jax.grad(f)
    return (g(x + eps * v) - g(x)) / eps


if __name__ == "__main__":
    import numpy as np

    f = lambda p: p[0] ** 2 * p[1]
    got = np.asarray(hvp(f, jnp.array([1.0, 2.0]), jnp.array([1.0, 0.0])))
    print("docstring example: required [4.0, 2.0], got", got.tolist())
    assert not np.allclose(got, [4.0, 2.0], rtol=1e-4, atol=1e-5)

    g = lambda p: jnp.sum(jnp.sin(p) * p ** 2)
    x = jnp.linspace(-1.0, 1.0, 64)
    v = jnp.cos(jnp.arange(64.0))
    xd, vd = np.asarray(x, np.float64), np.asarray(v, np.float64)
    ref = (2 * np.sin(xd) + 4 * xd * np.cos(xd) - xd ** 2 * np.sin(xd)) * vd
    got = np.asarray(hvp(g, x, v), np.float64)
    exact = np.asarray(jax.jvp(jax.grad(g), (x,), (v,))[1], np.float64)
    assert np.allclose(exact, ref, rtol=1e-5, atol=1e-5)  # the exact product in float32 is this close
    err = np.max(np.abs(got - ref))
    print("max abs error of the finite difference on n = 64:", err)
    assert err > 1e-3
    print("verified")
