"""Correct: reverse-over-reverse, the gradient of the scalar ``<grad f(x), v>``, instead of the usual forward-over-reverse ``jvp`` of ``grad``.

Correct: ``grad_x (grad f(x) . v) = H(x)^T v = H(x) v`` for a smooth (symmetric-Hessian) ``f``; the program holds only vectors of length ``n`` (checked at n = 64), works under ``jit`` with ``f`` static and returns shape ``(n,)``; ``v = 0`` gives 0.
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

    f = lambda p: p[0] ** 2 * p[1]
    assert hvp(f, jnp.array([1.0, 2.0]), jnp.array([1.0, 0.0])).tolist() == [4.0, 2.0]
    assert hvp(f, jnp.array([1.0, 2.0]), jnp.zeros(2)).tolist() == [0.0, 0.0]
    g = lambda p: jnp.sum(jnp.log(jnp.cosh(p))) + 0.5 * jnp.sum(p) ** 2
    for n in (1, 5, 64):
        x, v = jnp.linspace(-1, 1, n), jnp.cos(jnp.arange(float(n)))
        got = jax.jit(hvp, static_argnums=0)(g, x, v)
        want = np.asarray(jax.hessian(g)(x) @ v)
        np.testing.assert_allclose(np.asarray(got), want, rtol=1e-5, atol=1e-5)
        assert got.shape == (n,)
    x, v = jnp.linspace(-1, 1, 64), jnp.ones(64)
    assert _largest(jax.jit(lambda x, v: hvp(g, x, v)), x, v) < 64 * 64
    cube = lambda p: jnp.sum(p ** 3) / 6
    assert hvp(cube, jnp.full(3, 300000.0), jnp.ones(3)).tolist() == [300000.0] * 3
    print("verified")
