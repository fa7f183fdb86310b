"""Correct: one ``jax.linearize``, then ``lax.map`` (a compiled loop) applies the linear map to the directions, cast to the point's dtype.

Correct: row ``i`` is ``J @ directions[i]``; only ``(n,)``/``(m,)`` vectors and the ``(k, m)`` result are held (no ``m * n`` array, checked at n = m = 64); the program size does not depend on ``k``; works under ``jit`` with ``f`` static; shape ``(k, m)`` also for k = 1 and m = 1.
"""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "pass"
KIND = "style"

from typing import Callable

import jax
import jax.numpy as jnp
from jax import lax


def directional_derivatives(f: Callable[[jax.Array], jax.Array], x: jax.Array, directions: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    _, push = jax.linearize(f, x)
    return lax.map(push, jnp.asarray(directions).astype(x.dtype))


if __name__ == "__main__":
    def _largest(fn, *args):
        import math
        import jax.extend

        def walk(jaxpr):
            best = 0
            for var in list(jaxpr.invars) + list(jaxpr.constvars):
                best = max(best, math.prod(getattr(var.aval, "shape", ())))
            for eqn in jaxpr.eqns:
                for var in eqn.outvars:
                    best = max(best, math.prod(getattr(var.aval, "shape", ())))
                for sub in jax.extend.core.jaxprs_in_params(eqn.params):
                    best = max(best, walk(sub))
            return best

        return walk(jax.make_jaxpr(fn)(*args).jaxpr)

    import numpy as np

    f2 = lambda p: jnp.stack([p[0] * p[1], p[0] + 3.0 * p[1]])
    assert directional_derivatives(f2, jnp.array([2.0, 5.0]), jnp.eye(2)).tolist() == [[5.0, 1.0], [2.0, 3.0]]
    A = jnp.arange(12.0).reshape(3, 4) / 10.0
    g = lambda p: jnp.tanh(A @ p) * 2.0  # (4,) -> (3,)
    xg = jnp.array([0.1, -0.2, 0.3, 0.05])
    J = np.asarray(jax.jacfwd(g)(xg))
    for k in (1, 2, 7):
        D = jnp.cos(jnp.arange(4.0 * k)).reshape(k, 4)
        got = jax.jit(directional_derivatives, static_argnums=0)(g, xg, D)
        assert got.shape == (k, 3)
        np.testing.assert_allclose(np.asarray(got), np.asarray(D) @ J.T, rtol=1e-5, atol=1e-6)
    assert directional_derivatives(f2, jnp.array([2.0, 5.0]), jnp.array([[2.0, 0.0], [0.0, 3.0]])).tolist() == [[10.0, 2.0], [6.0, 9.0]]
    assert directional_derivatives(f2, jnp.array([2.0, 5.0]), jnp.eye(2, dtype=jnp.float16)).tolist() == [[5.0, 1.0], [2.0, 3.0]]
    assert directional_derivatives(lambda p: p[:1] * 2.0, jnp.ones(3), jnp.ones((1, 3))).shape == (1, 1)
    size = lambda k: len(jax.make_jaxpr(lambda x, d: directional_derivatives(g, x, d))(xg, jnp.ones((k, 4))).eqns)
    assert size(2) == size(16)
    w64 = jnp.sin(jnp.arange(64.0)) * 0.5
    h = lambda p: jnp.tanh(w64 * p)
    assert _largest(jax.jit(lambda x, d: directional_derivatives(h, x, d)), jnp.ones(64) * 0.1, jnp.ones((3, 64))) < 64 * 64
    print("verified")
