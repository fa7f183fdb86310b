"""The student takes f' with jax.grad but f'' as a central difference of f' with h = 1e-2, which is off by about h**2 * f''''/(6 f'') (above 1e-4 relative for quickly varying f).

Violates: "The derivatives must be exact (to float32 rounding), not finite differences: the grader compares with a float64 reference and a relative tolerance of 1e-4".
Verifying input: f = lambda v: jnp.exp(3 * v), x = 0.0 -> the docstring requires 9 / 10**1.5 = 0.284605 (rel. tol 1e-4); this is off by about 1.5e-4 relative.
"""
EXERCISE = "grad.curvature"
VERDICT = "fail"
KIND = "algorithm"

from typing import Callable

import jax
import jax.numpy as jnp


def curvature(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    df = jax.grad(f)
    h = 1e-2
    d1 = df(x)
    d2 = (df(x + h) - df(x - h)) / (2 * h)
    return jnp.abs(d2) / (1 + d1 ** 2) ** 1.5


if __name__ == "__main__":
    import numpy as np
    assert float(curvature(lambda v: v ** 2, jnp.float32(0.0))) == 2.0
    assert round(float(curvature(jnp.sin, jnp.float32(jnp.pi / 2))), 4) == 1.0
    got = float(jax.jit(curvature, static_argnums=0)(lambda v: jnp.exp(3 * v), jnp.float32(0.0)))
    want = 9.0 / (1 + 9.0) ** 1.5
    assert abs(got - want) / want > 1e-4, (got, want)
    print("verified")
