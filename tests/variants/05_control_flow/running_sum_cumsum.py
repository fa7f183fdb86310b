"""Calls jnp.cumsum: right values, but the exercise asks for lax.scan."""
EXERCISE = "control_flow.running_sum"
VERDICT = "fail"
MESSAGE = "not the method the exercise asks for"

import jax
import jax.numpy as jnp


def running_sum(xs: jax.Array) -> jax.Array:
    return jnp.cumsum(xs, axis=0)
