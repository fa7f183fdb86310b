"""Takes f' from jax.grad but f'' as a central difference of f' (h = 1e-3): accurate to ~1e-5 for sin or x**2, not where |f'| is much larger than |f''|.

Violates: "The derivatives must be exact (to float32 rounding), not finite differences".
Verifying input: f(v) = 1000 v + v**2 at x = 0.5 -> the docstring requires 2 / (1 + 1001**2)**1.5 to rtol 1e-4, this is off by about 1%.
"""
EXERCISE = "grad.curvature"
VERDICT = "fail"
KIND = "algorithm"

from typing import Callable

import jax
import jax.numpy as jnp


def curvature(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    d1 = jax.grad(f)
    h = 1e-3
    fp = d1(x)
    fpp = (d1(x + h) - d1(x - h)) / (2 * h)
    return jnp.abs(fpp) / (1 + fp ** 2) ** 1.5


if __name__ == "__main__":
    import numpy as np
    assert float(curvature(lambda v: v ** 2, jnp.float32(0.0))) == 2.0
    assert round(float(curvature(jnp.sin, jnp.float32(jnp.pi / 2))), 4) == 1.0
    cj = jax.jit(curvature, static_argnums=0)
    for x in (0.3, 1.0, 2.0):
        want = abs(-np.sin(x)) / (1 + np.cos(x) ** 2) ** 1.5
        assert np.isclose(float(cj(jnp.sin, jnp.float32(x))), want, rtol=1e-4)
        want = 6 * x / (1 + 9 * x ** 4) ** 1.5
        assert np.isclose(float(cj(lambda v: v ** 3, jnp.float32(x))), want, rtol=1e-4)
    x = 0.5
    want = 2.0 / (1 + (1000 + 2 * x) ** 2) ** 1.5
    got = float(cj(lambda v: 1000.0 * v + v ** 2, jnp.float32(x)))
    print(got, want, abs(got - want) / want)
    assert abs(got - want) / want > 1e-3
    print("verified")
