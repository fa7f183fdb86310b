"""The student gets ``f''`` as a central difference of ``jax.grad(f)`` with ``h = 1e-3`` instead of differentiating twice; in float32 the step is rounded away from zero and the estimate loses digits.

Violates: "The derivatives must be exact (to float32 rounding), not finite differences: the grader compares with a float64 reference and a relative tolerance of ``1e-4``."
Verifying input: f = v ** 2, x = 1000.0 -> requires 2 / (1 + 2000**2) ** 1.5 = 2.5e-10, this returns about 2.44e-10 (f'' estimated as 1.953, 2.3% off).
"""
EXERCISE = "grad.curvature"
VERDICT = "fail"
KIND = "algorithm"

from typing import Callable

import jax
import jax.numpy as jnp


def curvature(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    h = 1e-3
    df = jax.grad(f)
    d1 = df(x)
    d2 = (df(x + h) - df(x - h)) / (2 * h)
    return jnp.abs(d2) / (1 + d1 ** 2) ** 1.5


if __name__ == "__main__":
    assert float(curvature(lambda v: v ** 2, jnp.float32(0.0))) == 2.0
    assert round(float(curvature(jnp.sin, jnp.float32(jnp.pi / 2))), 4) == 1.0
    ref = lambda d1, d2: abs(d2) / (1 + d1 ** 2) ** 1.5
    c = jax.jit(curvature, static_argnums=0)(lambda v: v ** 3, jnp.float32(0.5))
    assert abs(float(c) - ref(0.75, 3.0)) / ref(0.75, 3.0) < 1e-3
    # the violation: far from the origin the difference quotient is coarse
    c = float(curvature(lambda v: v ** 2, jnp.float32(1000.0)))
    want = ref(2000.0, 2.0)
    assert abs(c - want) / want > 1e-2, (c, want)
    print("verified")
