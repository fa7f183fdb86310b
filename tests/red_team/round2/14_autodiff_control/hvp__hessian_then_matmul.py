"""The student builds the full Hessian with ``jax.hessian(f)(x)`` and multiplies it by ``v``: right values, but the program holds an ``n * n`` array.

Violates: "without building the Hessian ... your program must never hold an array that large ... and its size must not grow with ``n``"
Verifying input: n = 64, f = sum(log(cosh(p))) + 0.5 * sum(p)**2 -> requires no array of 64 * 64 elements in the jaxpr, this holds a (64, 64) array.
"""
EXERCISE = "autodiff_control.hvp"
VERDICT = "fail"
KIND = "algorithm"

from typing import Callable

import jax
import jax.numpy as jnp


def hvp(f: Callable[[jax.Array], jax.Array], x: jax.Array, v: jax.Array) -> jax.Array:
    return jax.hessian(f)(x) @ v


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
    g = lambda p: jnp.sum(jnp.log(jnp.cosh(p))) + 0.5 * jnp.sum(p) ** 2
    x, v = jnp.linspace(-1, 1, 64), jnp.cos(jnp.arange(64.0))
    got = jax.jit(hvp, static_argnums=0)(g, x, v)
    want = np.asarray(1 / np.cosh(np.asarray(x)) ** 2 * np.asarray(v) + np.sum(np.asarray(v)))
    np.testing.assert_allclose(np.asarray(got), want, rtol=1e-4, atol=1e-4)
    # the violation
    assert _largest(jax.jit(lambda x, v: hvp(g, x, v)), x, v) >= 64 * 64
    print("verified")
