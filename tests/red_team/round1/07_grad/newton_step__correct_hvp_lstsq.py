"""Correct: the Hessian built column by column from Hessian-vector products (jax.jvp of jax.grad, vmapped over the identity), and H d = g solved with jnp.linalg.lstsq."""
EXERCISE = "grad.newton_step"
VERDICT = "pass"
KIND = "style"

from typing import Callable

import jax
import jax.numpy as jnp


def newton_step(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    grad_f = jax.grad(f)
    g = grad_f(x)

    def _ns_hvp(v):
        return jax.jvp(grad_f, (x,), (v,))[1]

    h = jax.vmap(_ns_hvp)(jnp.eye(x.shape[0], dtype=x.dtype))   # row i = H e_i (H is symmetric)
    d = jnp.linalg.lstsq(h, g)[0]
    return x - d


if __name__ == "__main__":
    import numpy as np
    assert newton_step(lambda v: jnp.sum((v - 3.0) ** 2), jnp.array([0.0, 10.0])).tolist() == [3.0, 3.0]
    valley = lambda p: 0.5 * (p[0] ** 2 + 20.0 * p[1] ** 2)
    assert np.allclose(np.asarray(newton_step(valley, jnp.array([-4.0, 1.0]))), 0.0, atol=1e-6)
    rng = np.random.default_rng(1)
    ns = jax.jit(newton_step, static_argnums=0)
    for n in (1, 2, 5, 8):
        q = rng.normal(size=(n, n))
        a = (q @ q.T + n * np.eye(n)).astype(np.float32)
        c = rng.normal(size=n).astype(np.float32)
        x = rng.normal(size=n).astype(np.float32) * 10
        f = lambda v, a=a, c=c: 0.5 * v @ jnp.asarray(a) @ v - jnp.asarray(c) @ v
        want = np.linalg.solve(a.astype(np.float64), c.astype(np.float64))
        for fn in (newton_step, ns):
            got = np.asarray(fn(f, jnp.asarray(x)))
            assert got.shape == (n,) and np.allclose(got, want, rtol=1e-4, atol=1e-4), (got, want)
    f = lambda v: jnp.sum(jnp.exp(v)) + 0.5 * jnp.sum(v ** 2) + v[0] * v[1] * 0.1
    x = np.array([0.3, -0.2, 0.5], np.float64)
    g = np.exp(x) + x + 0.1 * np.array([x[1], x[0], 0.0])
    h = np.diag(np.exp(x) + 1.0)
    h[0, 1] = h[1, 0] = 0.1
    want = x - np.linalg.solve(h, g)
    assert np.allclose(np.asarray(newton_step(f, jnp.asarray(x, jnp.float32))), want, rtol=1e-5, atol=1e-5)
    print("verified")
