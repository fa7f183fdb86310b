"""The student avoids squaring f' with ``h = hypot(1, f')`` and divides ``|f''|`` by ``h`` three times in a row; eagerly this is fine, but under ``jax.jit`` XLA rewrites ``a / h / h / h`` as ``a / (h * h * h)``, which overflows for f' = 1e15 and gives 0.

Violates: "Steep graphs included: where f'(x) is 1e15 the curvature is about 1e-30, which float32 holds (f'(x) ** 3 does not)" / "Must work under jax.jit (with f static)."
Verifying input: jax.jit(curvature, static_argnums=0)(lambda v: 1e15 * v + 1e12 * v ** 2, jnp.float32(0.0)) must be 2e12 / 1e45 = 2e-33; this returns 0.0 (the same call without jit gives 2e-33).
"""
EXERCISE = "grad.curvature"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def curvature(f, x: jax.Array) -> jax.Array:
    df = jax.grad(f)
    slope = df(x)
    bend = jax.grad(df)(x)
    h = jnp.hypot(1.0, slope)
    return jnp.abs(bend) / h / h / h


if __name__ == "__main__":
    assert float(curvature(lambda v: v ** 2, jnp.float32(0.0))) == 2.0
    assert round(float(curvature(jnp.sin, jnp.float32(jnp.pi / 2))), 4) == 1.0
    steep = lambda v: 1e15 * v + 1e12 * v ** 2
    ref = 2e12 / np.hypot(1.0, 1e15) ** 3
    eager = float(curvature(steep, jnp.float32(0.0)))
    jitted = float(jax.jit(curvature, static_argnums=0)(steep, jnp.float32(0.0)))
    print("expected", ref, "eager", eager, "jitted", jitted)
    assert abs(eager - ref) <= 1e-4 * ref and jitted == 0.0
    print("flaw shown")
