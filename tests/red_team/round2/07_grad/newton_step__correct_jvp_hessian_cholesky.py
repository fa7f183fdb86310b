"""Correct: builds the Hessian column by column as jvps of jax.grad(f) under vmap, and solves with a Cholesky factorisation (H is positive definite).

Violates: nothing.
Verifying input: the docstring's example, random SPD quadratics (n = 1, 4, 30), and a non-quadratic function -> matches x - solve(H, g) computed in NumPy float64.
"""
EXERCISE = "grad.newton_step"
VERDICT = "pass"
KIND = "style"

from typing import Callable

import jax
import jax.numpy as jnp
import jax.scipy.linalg as jsl


def newton_step(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    grad_f = jax.grad(f)

    def _nsj_hvp(e):
        return jax.jvp(grad_f, (x,), (e,))[1]

    g = grad_f(x)
    H = jax.vmap(_nsj_hvp)(jnp.eye(x.shape[0], dtype=x.dtype))
    H = (H + H.T) / 2
    c = jsl.cho_factor(H, lower=True)
    return x - jsl.cho_solve(c, g)


if __name__ == "__main__":
    import numpy as np
    r = newton_step(lambda v: jnp.sum((v - 3.0) ** 2), jnp.array([0.0, 10.0])).tolist()
    assert np.allclose(r, [3.0, 3.0], atol=1e-5)
    rng = np.random.default_rng(0)
    ns = jax.jit(newton_step, static_argnums=0)
    for n in (1, 4, 30):
        M = rng.normal(size=(n, n))
        A = (M @ M.T + n * np.eye(n)).astype(np.float32)
        b = rng.normal(size=n).astype(np.float32)
        x0 = rng.normal(size=n).astype(np.float32)
        f = lambda v, A=jnp.asarray(A), b=jnp.asarray(b): 0.5 * v @ A @ v - b @ v
        want = np.linalg.solve(A.astype(np.float64), b.astype(np.float64))
        assert np.allclose(ns(f, jnp.asarray(x0)), want, rtol=1e-3, atol=1e-4)
    # non-quadratic: f(v) = sum(exp(v)) + 0.5 |v|^2 -> g = e^v + v, H = diag(e^v) + I
    x0 = np.array([0.3, -1.0, 2.0], np.float32)
    f = lambda v: jnp.sum(jnp.exp(v)) + 0.5 * jnp.sum(v ** 2)
    x64 = x0.astype(np.float64)
    want = x64 - (np.exp(x64) + x64) / (np.exp(x64) + 1)
    assert np.allclose(ns(f, jnp.asarray(x0)), want, rtol=1e-5, atol=1e-6)
    print("verified")
