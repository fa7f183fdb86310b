"""The student takes f' with jax.grad but f'' as a central finite difference of f' (h = 1e-2), which is not exact and loses digits at large x.

Violates: "The derivatives must be exact (to float32 rounding), not finite differences: the grader compares with a float64 reference and a relative tolerance of ``1e-4``."
Verifying input: f=lambda v: v ** 2, x=float32 10000.0 -> requires 2 / (1 + 4e8) ** 1.5 (about 2.5e-13, rel. tol. 1e-4), this is off by several percent (x +- h rounds in float32).
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
    import functools
    import numpy as np
    assert float(curvature(lambda v: v ** 2, jnp.float32(0.0))) == 2.0
    assert round(float(curvature(jnp.sin, jnp.float32(jnp.pi / 2))), 4) == 1.0
    def ref(d1, d2):
        return abs(d2) / (1 + d1 ** 2) ** 1.5
    cases = [(jnp.sin, 0.3, np.cos(0.3), -np.sin(0.3)), (jnp.exp, 0.5, np.exp(0.5), np.exp(0.5)),
             (lambda v: v ** 3, 1.5, 3 * 1.5 ** 2, 6 * 1.5), (jnp.cos, 2.0, -np.sin(2.0), -np.cos(2.0))]
    for f, x, d1, d2 in cases:
        got = float(jax.jit(functools.partial(curvature, f))(jnp.float32(x)))
        assert abs(got - ref(d1, d2)) / ref(d1, d2) < 1e-4, (x, got, ref(d1, d2))
    want = ref(20000.0, 2.0)
    got = float(curvature(lambda v: v ** 2, jnp.float32(10000.0)))
    assert abs(got - want) / want > 1e-2, (got, want)  # the breach
    print("verified")
