"""Correct, unusual style: reverse-over-reverse, ``grad(lambda y: vdot(grad(f)(y), v))(x)`` (the gradient of the directional derivative), instead of forward-over-reverse; it never holds an ``(n, n)`` array either.

Verifying input: compared with a float64 NumPy Hessian times v for quadratic, sin*x^2, log-sum-exp and coupled functions at n in {2, 5, 64}, the docstring example, under jax.jit with f static, and the jaxpr for n = 64 holds no array of n*n elements (nor one that grows with n beyond n).
"""
EXERCISE = "autodiff_control.hvp"
VERDICT = "pass"
KIND = "style"

from typing import Callable

import jax
import jax.numpy as jnp


def hvp(f: Callable[[jax.Array], jax.Array], x: jax.Array, v: jax.Array) -> jax.Array:
    return jax.grad(lambda y: jnp.vdot(jax.grad(f)(y), v))(x)


if __name__ == "__main__":
    import jax.extend
    import numpy as np

    def largest_array(closed):
        biggest = 0

        def walk(j):
            nonlocal biggest
            for e in j.eqns:
                for var in e.outvars:
                    biggest = max(biggest, int(np.prod(getattr(var.aval, "shape", ()))))
                for sub in jax.extend.core.jaxprs_in_params(e.params):
                    walk(sub)

        walk(closed.jaxpr)
        return biggest

    rng = np.random.default_rng(0)

    def lse(p):
        return jax.nn.logsumexp(p) + 0.1 * jnp.sum(p ** 4)

    def lse_hess(p):
        p = np.asarray(p, np.float64)
        s = np.exp(p - p.max()); s /= s.sum()
        return np.diag(s) - np.outer(s, s) + np.diag(1.2 * p ** 2)

    def coupled(p):
        return jnp.sum(p[:-1] * p[1:] ** 2) + jnp.sum(jnp.sin(p))

    def coupled_hess(p):
        p = np.asarray(p, np.float64); n = len(p); H = np.diag(-np.sin(p))
        for i in range(n - 1):
            H[i + 1, i + 1] += 2 * p[i]
            H[i, i + 1] += 2 * p[i + 1]; H[i + 1, i] += 2 * p[i + 1]
        return H

    A = rng.standard_normal((5, 5)); A = A + A.T
    quad = lambda p: 0.5 * p @ jnp.asarray(A, jnp.float32) @ p
    cases = [(lse, lse_hess), (coupled, coupled_hess)]
    jitted = jax.jit(hvp, static_argnums=0)
    for n in (2, 5, 64):
        for f, hess in cases:
            x = rng.standard_normal(n).astype(np.float32)
            v = rng.standard_normal(n).astype(np.float32)
            ref = hess(x) @ v.astype(np.float64)
            for fn in ((hvp, jitted) if n < 64 else (jitted,)):
                got = np.asarray(fn(f, jnp.asarray(x), jnp.asarray(v)), np.float64)
                assert got.shape == (n,) and np.allclose(got, ref, rtol=1e-4, atol=1e-4), (n, got, ref)
    x, v = rng.standard_normal(5).astype(np.float32), rng.standard_normal(5).astype(np.float32)
    assert np.allclose(np.asarray(hvp(quad, jnp.asarray(x), jnp.asarray(v))), A @ v, rtol=1e-4, atol=1e-4)
    assert hvp(lambda p: p[0] ** 2 * p[1], jnp.array([1.0, 2.0]), jnp.array([1.0, 0.0])).tolist() == [4.0, 2.0]
    for f, _ in cases:
        size = largest_array(jax.make_jaxpr(jitted, static_argnums=0)(f, jnp.ones(64), jnp.ones(64)))
        assert size < 64 * 64 and size <= 64, size
    print("verified")
