"""The student approximates the directional derivative of the gradient by a central finite difference ``(grad f(x + eps v) - grad f(x - eps v)) / (2 eps)`` instead of differentiating it (``jvp`` of ``grad``): no Hessian is built and ordinary inputs look right, but it is not ``H v``.

Violates: "``H v`` is the directional derivative of the gradient of ``f`` along ``v``" / "Returns: ``H(x) @ v``".
Verifying input: f = sum(p ** 4) / 4, x = [1e5, 1e5], v = [1, 0] -> requires [3e10, 0], this returns [0, 0] (x +- eps*v rounds back to x in float32).
"""
EXERCISE = "autodiff_control.hvp"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def hvp(f, x, v):
    eps = 1e-3
    g = jax.grad(f)
    return (g(x + eps * v) - g(x - eps * v)) / (2 * eps)


if __name__ == "__main__":
    import numpy as np

    f = lambda p: p[0] ** 2 * p[1]
    np.testing.assert_allclose(np.asarray(hvp(f, jnp.array([1.0, 2.0]), jnp.array([1.0, 0.0]))), [4.0, 2.0], rtol=2e-2)
    rng = np.random.default_rng(0)
    a = rng.normal(size=(64, 64)).astype(np.float32); a = a @ a.T / 64
    quad = lambda p: 0.5 * p @ jnp.asarray(a) @ p + jnp.sum(jnp.sin(p))
    x, v = rng.normal(size=64).astype(np.float32), rng.normal(size=64).astype(np.float32)
    want = a @ v - np.sin(x) * v
    got = jax.jit(hvp, static_argnums=0)(quad, jnp.asarray(x), jnp.asarray(v))
    np.testing.assert_allclose(np.asarray(got), want, rtol=5e-2, atol=5e-2)
    quart = lambda p: jnp.sum(p ** 4) / 4
    got = hvp(quart, jnp.array([1e5, 1e5]), jnp.array([1.0, 0.0]))
    assert np.asarray(got).tolist() == [0.0, 0.0], got  # requires [3e10, 0]
    print("verified")
