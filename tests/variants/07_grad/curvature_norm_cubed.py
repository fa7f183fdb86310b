"""Takes the length sqrt(1 + f'**2) first, then divides by its cube: the length is fine, but its cube passes
float32's range (about 3e38) for a slope past 7e12, so a steep graph's tiny curvature comes out 0."""
EXERCISE = "grad.curvature"
VERDICT = "fail"
MESSAGE = "compared with the relative tolerance alone"

from collections.abc import Callable

import jax
import jax.numpy as jnp


def curvature(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    slope = jax.grad(f)(x)
    bend = jax.grad(jax.grad(f))(x)
    length = jnp.sqrt(1 + slope * slope)
    return jnp.abs(bend) / length**3
