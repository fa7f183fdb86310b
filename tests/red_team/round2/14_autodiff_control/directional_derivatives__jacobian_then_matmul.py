"""The student computes the Jacobian with ``jax.jacfwd`` and multiplies it by the directions: right values, but the program holds the ``(m, n)`` Jacobian.

Violates: "Linearise ``f`` once and apply the linear map to every direction; the program must never hold an array of ``m * n`` elements"
Verifying input: n = m = 64, f = tanh(w * p), k = 3 -> requires no array of 4096 elements, this holds the (64, 64) Jacobian.
"""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "fail"
KIND = "algorithm"

from typing import Callable

import jax
import jax.numpy as jnp


def directional_derivatives(f: Callable[[jax.Array], jax.Array], x: jax.Array, directions: jax.Array) -> jax.Array:
    J = jax.jacfwd(f)(x)
    return directions @ J.T


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
    D = jnp.cos(jnp.arange(8.0)).reshape(2, 4)
    np.testing.assert_allclose(np.asarray(jax.jit(directional_derivatives, static_argnums=0)(g, xg, D)), np.asarray(D) @ J.T, rtol=1e-5, atol=1e-6)
    # the violation
    w64 = jnp.sin(jnp.arange(64.0)) * 0.5
    h = lambda p: jnp.tanh(w64 * p)  # (64,) -> (64,), no 64x64 array of its own
    x64, d64 = jnp.ones(64) * 0.1, jnp.ones((3, 64))
    assert _largest(jax.jit(lambda x, d: directional_derivatives(h, x, d)), x64, d64) >= 64 * 64
    print("verified")
