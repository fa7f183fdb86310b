"""The shifted-data variance: subtract the first row from every row before the mean and the squares, so that large
column means cannot cost digits (the shift cancels: the same answer for every array with rows). `x[0]` does not
exist in an array of shape (0, columns), which the contract admits: it raises instead of giving an empty result."""
EXERCISE = "jit.standardize"
VERDICT = "fail"
MESSAGE = "out of bounds for axis 0 with size 0"

import jax
import jax.numpy as jnp


@jax.jit
def standardize(x: jax.Array) -> jax.Array:
    shifted = x - x[0]
    centred = shifted - jnp.mean(shifted, axis=0)
    std = jnp.sqrt(jnp.mean(centred * centred, axis=0))
    return centred / (std + 1e-6)
