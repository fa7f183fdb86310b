"""The student clips with jnp.minimum(x, 0.0): the float literal turns an integer x into float32, so the sum is taken in float32 and cast back, losing integer precision above 2**24."""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
MESSAGE = 'past 2**24'

import jax
import jax.numpy as jnp


@jax.jit
def sum_negatives(x: jax.Array) -> jax.Array:
    return jnp.minimum(x, 0.0).sum().astype(x.dtype)
