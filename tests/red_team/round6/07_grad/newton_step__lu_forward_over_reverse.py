"""Correct: builds the Hessian as jax.jacfwd(jax.grad(f)) and solves with an explicit LU factorisation (jax.scipy.linalg.lu_factor / lu_solve) instead of jnp.linalg.solve.

Verifying input: compared with NumPy float64 Newton steps on random positive definite quadratics (n = 1, 2, 5, 8; one step lands on A^-1 b within float32 tolerance), on sum(exp(v)) + quadratic and on the docstring example; shape (n,); eager and under jax.jit with f static.
"""
EXERCISE = "grad.newton_step"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax.scipy.linalg import lu_factor, lu_solve


def newton_step(f, x):
    g = jax.grad(f)(x)
    h = jax.jacfwd(jax.grad(f))(x)
    return x - lu_solve(lu_factor(h), g)


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(9)
    jstep = jax.jit(newton_step, static_argnums=0)
    for n in (1, 2, 5, 8):
        M = rng.normal(size=(n, n)); A = M @ M.T + n * np.eye(n); b = rng.normal(size=n)
        A32, b32 = jnp.asarray(A, jnp.float32), jnp.asarray(b, jnp.float32)
        quad = lambda v, A32=A32, b32=b32: 0.5 * v @ A32 @ v - b32 @ v + 3.0
        x0 = rng.normal(size=n).astype(np.float32)
        want = np.linalg.solve(A, b)
        for fn in (newton_step, jstep):
            got = fn(quad, jnp.asarray(x0))
            assert got.shape == (n,)
            np.testing.assert_allclose(np.asarray(got, np.float64), want, rtol=1e-4, atol=1e-4)
        mixed = lambda v, A32=A32: jnp.sum(jnp.exp(v)) + 0.5 * v @ A32 @ v
        xd = x0.astype(np.float64)
        g = np.exp(xd) + A @ xd; H = np.diag(np.exp(xd)) + A
        want2 = xd - np.linalg.solve(H, g)
        np.testing.assert_allclose(np.asarray(jstep(mixed, jnp.asarray(x0)), np.float64), want2, rtol=1e-4, atol=1e-4)
    assert newton_step(lambda v: jnp.sum((v - 3.0) ** 2), jnp.array([0.0, 10.0])).tolist() == [3.0, 3.0]
    print("verified")
