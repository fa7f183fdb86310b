"""The student adds the 1e-6 inside the square root, (x - mean) / sqrt(var + 1e-6), the usual batch-norm form, not the asked std + 1e-6; the two differ once a column's std is near 1e-3."""
EXERCISE = "jit.standardize"
VERDICT = "fail"
MESSAGE = 'scaled by 0.001'

import jax
import jax.numpy as jnp


@jax.jit
def standardize(x: jax.Array) -> jax.Array:
    mean = jnp.mean(x, axis=0)
    var = jnp.var(x, axis=0)
    return (x - mean) / jnp.sqrt(var + 1e-6)
