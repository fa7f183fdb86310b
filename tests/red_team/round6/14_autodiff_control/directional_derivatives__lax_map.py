"""Correct, unusual style: ``jax.linearize`` once, then ``jax.lax.map`` (a sequential scan) of the linear map over the directions instead of ``jax.vmap``; the program has one copy of the map whatever ``k``.

Verifying input: compared with a float64 NumPy Jacobian times each direction for several f (m != n, m == n non-symmetric), k in {1, 3, 17}, the docstring example, eager and under jax.jit with f static; the jaxpr for n = 64 holds no array of m*n elements and has the same number of equations for k = 2 and k = 32.
"""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "pass"
KIND = "style"

from typing import Callable

import jax
import jax.numpy as jnp


def directional_derivatives(f: Callable[[jax.Array], jax.Array], x: jax.Array, directions: jax.Array) -> jax.Array:
    _, push = jax.linearize(f, x)
    return jax.lax.map(push, directions)


if __name__ == "__main__":
    import jax.extend
    import numpy as np

    def stats(closed):
        biggest, total = 0, 0

        def walk(j):
            nonlocal biggest, total
            for e in j.eqns:
                total += 1
                for var in e.outvars:
                    biggest = max(biggest, int(np.prod(getattr(var.aval, "shape", ()))))
                for sub in jax.extend.core.jaxprs_in_params(e.params):
                    walk(sub)

        walk(closed.jaxpr)
        return biggest, total

    rng = np.random.default_rng(1)
    W = rng.standard_normal((3, 5))

    fs = [
        (lambda p: jnp.asarray(W, jnp.float32) @ jnp.sin(p), lambda p: W * np.cos(p)[None, :], 5),
        (lambda p: jnp.stack([p[0] * p[1], p[0] + 3.0 * p[1]]), lambda p: np.array([[p[1], p[0]], [1.0, 3.0]]), 2),
        (lambda p: jnp.cumsum(p ** 2), lambda p: np.tril(np.ones((len(p), len(p)))) * (2 * p)[None, :], 4),
    ]
    jitted = jax.jit(directional_derivatives, static_argnums=0)
    for f, jac, n in fs:
        for k in (1, 3, 17):
            x = rng.standard_normal(n).astype(np.float32)
            d = rng.standard_normal((k, n)).astype(np.float32)
            ref = d.astype(np.float64) @ jac(x.astype(np.float64)).T
            for fn in (directional_derivatives, jitted):
                got = np.asarray(fn(f, jnp.asarray(x), jnp.asarray(d)))
                assert got.shape == ref.shape and got.dtype == np.float32
                assert np.allclose(got, ref, rtol=1e-4, atol=1e-5), (got, ref)
    f = lambda p: jnp.stack([p[0] * p[1], p[0] + 3.0 * p[1]])
    assert directional_derivatives(f, jnp.array([2.0, 5.0]), jnp.eye(2)).tolist() == [[5.0, 1.0], [2.0, 3.0]]
    g = lambda p: jnp.tanh(p[::-1] * p)
    x = jnp.linspace(-1, 1, 64)
    s2 = stats(jax.make_jaxpr(jitted, static_argnums=0)(g, x, jnp.ones((2, 64))))
    s32 = stats(jax.make_jaxpr(jitted, static_argnums=0)(g, x, jnp.ones((32, 64))))
    assert s2[1] == s32[1] and s2[0] < 64 * 64 and s32[0] < 64 * 64, (s2, s32)
    print("verified")
