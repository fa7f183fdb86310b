"""Uses lax.associative_scan, a parallel prefix sum of slices and adds, not the lax.scan asked for."""
EXERCISE = "control_flow.running_sum"
VERDICT = "fail"
MESSAGE = "not the method the exercise asks for"

import jax
import jax.numpy as jnp
from jax import lax


def running_sum(xs: jax.Array) -> jax.Array:
    return lax.associative_scan(jnp.add, xs, axis=0)
