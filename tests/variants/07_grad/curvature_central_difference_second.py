"""The student gets ``f''`` as a central difference of ``jax.grad(f)`` with ``h = 1e-3`` instead of differentiating twice; in float32 the step is rounded away from zero and the estimate loses digits."""
EXERCISE = "grad.curvature"
VERDICT = "fail"
MESSAGE = 'wrong values'

from typing import Callable

import jax
import jax.numpy as jnp


def curvature(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    h = 1e-3
    df = jax.grad(f)
    d1 = df(x)
    d2 = (df(x + h) - df(x - h)) / (2 * h)
    return jnp.abs(d2) / (1 + d1 ** 2) ** 1.5
