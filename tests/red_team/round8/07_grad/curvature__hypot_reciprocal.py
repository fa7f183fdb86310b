"""Correct: forms ``h = hypot(1, f'(x))`` (no squaring, so no overflow), takes ``r = 1 / h`` and multiplies ``|f''(x)|`` by ``r`` three times, left to right, so no intermediate overflows or underflows early, jitted or not.

Violates: nothing.
Verifying input: curvature on v**2 at 0, sin at pi/2, and steep graphs with f' = 1e15 and 1e22 agrees with the float64 NumPy formula to 1e-4.
"""
EXERCISE = "grad.curvature"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def curvature(f, x: jax.Array) -> jax.Array:
    df = jax.grad(f)
    slope, bend = jax.value_and_grad(df)(x)
    h = jnp.hypot(1.0, slope)
    r = 1.0 / h
    return jnp.abs(bend) * r * r * r


if __name__ == "__main__":
    assert float(curvature(lambda v: v ** 2, jnp.float32(0.0))) == 2.0
    assert round(float(curvature(jnp.sin, jnp.float32(jnp.pi / 2))), 4) == 1.0
    cj = jax.jit(curvature, static_argnums=0)
    cases = [
        (lambda v: jnp.sin(3 * v), 0.7, lambda x: (-9 * np.sin(3 * x), 3 * np.cos(3 * x))),
        (lambda v: 1e15 * v + 1e12 * v ** 2, 0.0, lambda x: (2e12, 1e15)),
        (lambda v: 1e22 * v + 1e38 * v ** 2, 0.0, lambda x: (2e38, 1e22)),
        (lambda v: jnp.exp(v), 2.0, lambda x: (np.exp(x), np.exp(x))),
    ]
    for f, x0, d in cases:
        d2, d1 = d(np.float64(x0))
        ref = abs(d2) / np.hypot(1.0, d1) ** 3
        got = float(cj(f, jnp.float32(x0)))
        eager = float(curvature(f, jnp.float32(x0)))
        print("ref", ref, "jit", got, "eager", eager)
        assert abs(got - ref) <= 1e-4 * ref and abs(eager - ref) <= 1e-4 * ref
    print("correct")
