"""Correct, unusual style: reverse mode by hand, one vjp whose pullback is vmapped over the rows of the identity (what jacrev does internally).

Violates: nothing (correct solution).
Verifying input: checked against analytic Jacobians on square, tall, wide, m=1, n=1 and float16 inputs, jitted and not.
"""
EXERCISE = "grad.jacobian"
VERDICT = "pass"
KIND = "style"

from typing import Callable

import jax
import jax.numpy as jnp


def jacobian(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    y, pullback = jax.vjp(f, x)
    rows = jnp.eye(y.shape[0], dtype=y.dtype)
    (jac,) = jax.vmap(pullback)(rows)
    return jac.astype(x.dtype)


if __name__ == "__main__":
    import functools
    import numpy as np
    f = lambda v: jnp.stack([v.sum(), (v ** 2).sum()])
    assert jacobian(f, jnp.array([1.0, 2.0])).tolist() == [[1.0, 1.0], [2.0, 4.0]]
    rng = np.random.default_rng(0)
    for m, n in ((4, 3), (2, 5), (1, 4), (3, 1), (1, 1), (6, 6)):
        A = rng.normal(size=(m, n)).astype(np.float32)
        x = rng.normal(size=n).astype(np.float32)
        g = lambda v, A=A: jnp.tanh(A @ v) * v.sum()
        Ax = A.astype(np.float64) @ x; s = x.astype(np.float64).sum()
        want = (1 - np.tanh(Ax) ** 2)[:, None] * A * s + np.tanh(Ax)[:, None] * np.ones((1, n))
        got = jax.jit(functools.partial(jacobian, g))(x)
        assert got.shape == (m, n) and got.dtype == jnp.float32
        np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)
        np.testing.assert_allclose(jacobian(g, x), jax.jacfwd(g)(x), rtol=1e-5, atol=1e-6)
    out = jacobian(f, jnp.array([1.0, 2.0], jnp.float16))
    assert out.dtype == jnp.float16 and out.tolist() == [[1.0, 1.0], [2.0, 4.0]]
    out = jax.jit(functools.partial(jacobian, lambda v: jnp.sin(v)[:2]))(jnp.array([0.0, 1.0, 2.0], jnp.float16))
    assert out.dtype == jnp.float16 and out.shape == (2, 3)
    print("verified")
