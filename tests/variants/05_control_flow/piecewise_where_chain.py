"""Chooses with nested jnp.where, which computes all three branches and does not clamp below 0."""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
MESSAGE = "not the method the exercise asks for"

import jax
import jax.numpy as jnp


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    return jnp.where(branch == 0, x**2, jnp.where(branch == 1, -x, jnp.sin(x)))
