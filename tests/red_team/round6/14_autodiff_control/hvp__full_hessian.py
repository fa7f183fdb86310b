"""The student builds the Hessian with ``jax.hessian(f)(x)`` and multiplies it by ``v``: right values, but the program holds an ``(n, n)`` array.

Violates: "For ``n`` inputs the Hessian has ``n * n`` entries; your program must never hold an array that large"
Verifying input: the jaxpr of jax.jit(hvp, static_argnums=0)(f, x, v) for f = lambda p: jnp.sum(jnp.sin(p) * p ** 2), n = 64 -> requires no array with 4096 elements, this holds f32[64,64] arrays.
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
    import jax.extend
    import numpy as np

    def largest_array(closed):
        biggest = 0

        def walk(j):
            nonlocal biggest
            for e in j.eqns:
                for var in list(e.outvars) + [a for a in e.invars if hasattr(a, "aval")]:
                    biggest = max(biggest, int(np.prod(getattr(var.aval, "shape", ()))))
                for sub in jax.extend.core.jaxprs_in_params(e.params):
                    walk(sub)

        walk(closed.jaxpr)
        return biggest

    f = lambda p: jnp.sum(jnp.sin(p) * p ** 2)
    x = jnp.linspace(-1.0, 1.0, 64)
    v = jnp.cos(jnp.arange(64.0))
    xd, vd = np.asarray(x, np.float64), np.asarray(v, np.float64)
    ref = (2 * np.sin(xd) + 4 * xd * np.cos(xd) - xd ** 2 * np.sin(xd)) * vd  # diagonal Hessian
    assert np.allclose(np.asarray(hvp(f, x, v)), ref, rtol=1e-5, atol=1e-5)  # values are right
    size = largest_array(jax.make_jaxpr(jax.jit(hvp, static_argnums=0), static_argnums=0)(f, x, v))
    print("largest array in the program:", size, "elements; n * n =", 64 * 64)
    assert size >= 64 * 64
    print("verified")
