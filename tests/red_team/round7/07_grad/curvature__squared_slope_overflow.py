"""The student avoids cubing f' by dividing twice, |f''| / t / sqrt(t) with t = 1 + f'**2, but f'**2 itself overflows float32 once |f'| passes about 1.8e19.

Violates: "f: a smooth scalar function of a scalar" / "Steep graphs included ... the grader compares with a float64 reference and a relative tolerance of ``1e-4``"
Verifying input: curvature(lambda v: 1e20 * v + 1e30 * v**2, 0.0): f' = 1e20, f'' = 2e30, curvature 2e-30 (representable in float32); this returns 0.0.
"""
EXERCISE = "grad.curvature"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def curvature(f, x):
    d1 = jax.grad(f)(x)
    d2 = jax.grad(jax.grad(f))(x)
    t = 1 + d1**2
    return jnp.abs(d2) / t / jnp.sqrt(t)


if __name__ == "__main__":
    def ref(d1, d2):
        return abs(d2) / (1 + d1**2) ** 1.5

    got = float(curvature(lambda v: 1e20 * v + 1e30 * v**2, jnp.float32(0.0)))
    assert not np.isclose(got, ref(1e20, 2e30), rtol=1e-4, atol=0), got
    assert float(curvature(lambda v: v**2, jnp.float32(0.0))) == 2.0
    assert round(float(curvature(jnp.sin, jnp.float32(np.pi / 2))), 4) == 1.0
    got = float(jax.jit(curvature, static_argnums=0)(lambda v: 5e14 * v**2, jnp.float32(1.0)))
    assert np.isclose(got, ref(1e15, 1e15), rtol=1e-4, atol=0), got
    got = float(curvature(lambda v: v**3, jnp.float32(2.0)))
    assert np.isclose(got, ref(12.0, 12.0), rtol=1e-4, atol=0)
    print("verified")
