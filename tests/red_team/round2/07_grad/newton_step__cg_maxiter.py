"""Solves H d = g with conjugate gradients capped at 20 iterations: exact for small n, not a full Newton step for larger, ill-conditioned problems.

Violates: "One step of Newton's method towards a minimum of ``f``: ``x - H(x)^-1 g(x)``" / "For a quadratic ``f`` one step lands exactly on the minimum."
Verifying input: f(v) = 0.5 v^T A v - b^T v with A 60x60 SPD (eigenvalues 1 to 1e4), x = 0 -> the docstring requires A^-1 b, this stops far from it.
"""
EXERCISE = "grad.newton_step"
VERDICT = "fail"
KIND = "shapes"

from typing import Callable

import jax
import jax.numpy as jnp
from jax.scipy.sparse.linalg import cg


def newton_step(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    g = jax.grad(f)(x)
    H = jax.hessian(f)(x)
    d, _ = cg(H, g, tol=1e-7, maxiter=20)
    return x - d


if __name__ == "__main__":
    import numpy as np
    r = newton_step(lambda v: jnp.sum((v - 3.0) ** 2), jnp.array([0.0, 10.0])).tolist()
    assert np.allclose(r, [3.0, 3.0], atol=1e-5)
    rng = np.random.default_rng(0)
    ns = jax.jit(newton_step, static_argnums=0)
    for n in (1, 3, 5):
        M = rng.normal(size=(n, n))
        A = (M @ M.T + n * np.eye(n)).astype(np.float32)
        b = rng.normal(size=n).astype(np.float32)
        f = lambda v, A=jnp.asarray(A), b=jnp.asarray(b): 0.5 * v @ A @ v - b @ v
        assert np.allclose(ns(f, jnp.zeros(n)), np.linalg.solve(A.astype(np.float64), b), rtol=1e-3, atol=1e-4)
    n = 60
    Q, _ = np.linalg.qr(rng.normal(size=(n, n)))
    A = (Q * np.logspace(0, 4, n)) @ Q.T
    A = ((A + A.T) / 2).astype(np.float32)
    b = rng.normal(size=n).astype(np.float32)
    f = lambda v, A=jnp.asarray(A), b=jnp.asarray(b): 0.5 * v @ A @ v - b @ v
    got = np.asarray(ns(f, jnp.zeros(n)))
    want = np.linalg.solve(A.astype(np.float64), b.astype(np.float64))
    err = np.linalg.norm(got - want) / np.linalg.norm(want)
    print("relative error", err)
    assert err > 1e-2
    print("verified")
