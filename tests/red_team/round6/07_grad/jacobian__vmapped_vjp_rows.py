"""Correct: one jax.vjp, then the pullback vmapped over the rows of an identity matrix in the output's dtype: row i of the result is the gradient of output i.

Verifying input: compared with hand-derived Jacobians and with jax.jacfwd for several f (m < n, m > n, m = 1, n = 1, nonlinear), float32 and float16 x; shape (m, n), dtype of x; eager and under jax.jit with f static.
"""
EXERCISE = "grad.jacobian"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def jacobian(f, x):
    y, pullback = jax.vjp(f, x)
    rows = jnp.eye(y.shape[0], dtype=y.dtype)
    return jax.vmap(lambda ct: pullback(ct)[0])(rows)


if __name__ == "__main__":
    import numpy as np

    def J_polar(p):
        x, y = p; r = np.hypot(x, y)
        return np.array([[x / r, y / r], [-y / r ** 2, x / r ** 2]])

    cases = [
        (lambda v: jnp.stack([v.sum(), (v ** 2).sum()]), [1.0, 2.0], lambda p: np.array([[1, 1], [2 * p[0], 2 * p[1]]])),
        (lambda v: jnp.stack([jnp.sqrt(v[0] ** 2 + v[1] ** 2), jnp.arctan2(v[1], v[0])]), [3.0, 4.0], J_polar),
        (lambda v: jnp.stack([jnp.sum(v ** 2)]), [1.0, 2.0, 3.0], lambda p: 2 * np.array([p])),
        (lambda v: jnp.concatenate([v, 2 * v, v ** 3]), [1.5], lambda p: np.array([[1.0], [2.0], [3 * p[0] ** 2]])),
        (lambda v: jnp.sin(v) * v[::-1], [0.5, -1.0, 2.0], None),
    ]
    jjac = jax.jit(jacobian, static_argnums=0)
    for f, point, hand in cases:
        for dt, tol in ((jnp.float32, 1e-5), (jnp.float16, 2e-2)):
            x = jnp.asarray(point, dt)
            want = hand(np.asarray(x, np.float64)) if hand else np.asarray(jax.jacfwd(f)(jnp.asarray(point, jnp.float32)))
            for fn in (jacobian, jjac):
                got = fn(f, x)
                assert got.dtype == x.dtype and got.shape == (f(x).shape[0], x.shape[0]), (got.shape, got.dtype)
                np.testing.assert_allclose(np.asarray(got, np.float64), want, rtol=tol, atol=tol)
    assert jacobian(lambda v: jnp.stack([v.sum(), (v ** 2).sum()]), jnp.array([1.0, 2.0])).tolist() == [[1.0, 1.0], [2.0, 4.0]]
    print("verified")
