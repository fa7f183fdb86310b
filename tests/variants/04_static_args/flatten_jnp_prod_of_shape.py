"""Computes the length with jnp.prod of the shape, a traced value, which cannot be used as a shape."""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

import jax
import jax.numpy as jnp


@jax.jit
def flatten(x: jax.Array) -> jax.Array:
    length = jnp.prod(jnp.array(x.shape))
    return jnp.reshape(x, (length,))
