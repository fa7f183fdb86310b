"""Correct: reverse mode by hand, one vjp pullback vmapped over the rows of an identity matrix, cast to x's dtype."""
EXERCISE = "grad.jacobian"
VERDICT = "pass"
KIND = "style"

from typing import Callable

import jax
import jax.numpy as jnp


def jacobian(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    out, pullback = jax.vjp(f, x)
    basis = jnp.eye(out.shape[0], dtype=out.dtype)
    (rows,) = jax.vmap(pullback)(basis)
    return rows.astype(x.dtype).reshape(out.shape[0], x.shape[0])


if __name__ == "__main__":
    import numpy as np
    f = lambda v: jnp.stack([v.sum(), (v ** 2).sum()])
    assert jacobian(f, jnp.array([1.0, 2.0])).tolist() == [[1.0, 1.0], [2.0, 4.0]]
    rng = np.random.default_rng(0)
    jj = jax.jit(jacobian, static_argnums=0)
    for n, m in [(1, 1), (3, 1), (1, 4), (3, 5), (6, 2)]:
        a = rng.normal(size=(m, n)).astype(np.float32)
        x = rng.normal(size=n).astype(np.float32)
        g = lambda v, a=a: jnp.tanh(jnp.asarray(a) @ v) + (v ** 2).sum()
        t = np.tanh(a.astype(np.float64) @ x.astype(np.float64))
        want = (1 - t ** 2)[:, None] * a + 2 * x[None, :].astype(np.float64)
        for fn in (jacobian, jj):
            got = np.asarray(fn(g, jnp.asarray(x)))
            assert got.shape == (m, n) and got.dtype == np.float32
            assert np.allclose(got, want, rtol=1e-5, atol=1e-5)
    x16 = jnp.array([1.0, 2.0, 3.0], jnp.float16)
    for h in (lambda v: v ** 2, lambda v: v.astype(jnp.float32) ** 2, lambda v: jnp.stack([v.sum()])):
        j = jacobian(h, x16)
        assert j.dtype == jnp.float16
    assert jacobian(lambda v: v.astype(jnp.float32) ** 2, x16).tolist() == [[2, 0, 0], [0, 4, 0], [0, 0, 6]]
    assert jacobian(lambda v: jnp.stack([v.sum()]), x16).shape == (1, 3)
    print("verified")
