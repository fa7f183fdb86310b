"""Evaluates the formula literally as |f''| / (1 + f'**2) ** 1.5 in float32: for a steep graph (|f'| above ~7e12) the denominator overflows to inf and the curvature comes out 0 instead of its tiny, representable value.

Violates: "The curvature of the graph of ``f`` at ``x``: ``|f''(x)| / (1 + f'(x) ** 2) ** 1.5``" / "compares with a float64 reference and a relative tolerance of ``1e-4``"
Verifying input: curvature(jnp.exp, jnp.float32(30.0)) -> requires e**30 / (1 + e**60) ** 1.5 = 8.76e-27 (float64; a normal float32 number), this returns 0.0.
"""
EXERCISE = "grad.curvature"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp


def curvature(f, x):
    d1 = jax.grad(f)(x)
    d2 = jax.grad(jax.grad(f))(x)
    return jnp.abs(d2) / (1 + d1 ** 2) ** 1.5


if __name__ == "__main__":
    import math
    import numpy as np

    assert float(curvature(lambda v: v ** 2, jnp.float32(0.0))) == 2.0
    assert round(float(curvature(jnp.sin, jnp.float32(jnp.pi / 2))), 4) == 1.0
    for x in (0.3, 1.0, 2.5):
        want = abs(-math.sin(x)) / (1 + math.cos(x) ** 2) ** 1.5
        assert abs(float(curvature(jnp.sin, jnp.float32(x))) - want) <= 1e-4 * want
    e30 = math.exp(30.0)
    want = e30 / (1 + e30 ** 2) ** 1.5
    assert want > np.finfo(np.float32).tiny
    got = float(jax.jit(curvature, static_argnums=0)(jnp.exp, jnp.float32(30.0)))
    print("exp at 30: required", want, "got", got)
    assert got == 0.0
    print("verified")
