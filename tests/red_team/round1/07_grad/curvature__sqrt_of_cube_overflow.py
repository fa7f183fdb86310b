"""The student writes the denominator as sqrt((1 + f'**2) ** 3), whose cube overflows float32 for |f'| above about 2.6e6, giving 0 where the true curvature is a representable positive number.

Violates: "The curvature of the graph of f at x: |f''(x)| / (1 + f'(x) ** 2) ** 1.5" (compared with a float64 reference, relative tolerance 1e-4).
Verifying input: f = jnp.exp, x = 15.0 -> the docstring requires e^15 / (1 + e^30)^1.5 = 9.36e-14; this returns 0.0.
"""
EXERCISE = "grad.curvature"
VERDICT = "fail"
KIND = "values"

from typing import Callable

import jax
import jax.numpy as jnp


def curvature(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    d1 = jax.grad(f)(x)
    d2 = jax.grad(jax.grad(f))(x)
    return jnp.abs(d2) / jnp.sqrt((1 + d1 ** 2) ** 3)


if __name__ == "__main__":
    import numpy as np
    assert float(curvature(lambda v: v ** 2, jnp.float32(0.0))) == 2.0
    assert round(float(curvature(jnp.sin, jnp.float32(jnp.pi / 2))), 4) == 1.0
    e = np.exp(np.float64(np.float32(15.0)))
    want = e / (1 + e * e) ** 1.5
    assert want > 1e-14 and np.float32(want) > 0
    got = float(jax.jit(curvature, static_argnums=0)(jnp.exp, jnp.float32(15.0)))
    assert got == 0.0, got
    print("verified")
