"""The mean as the column sum over the number of rows: jnp.sum accumulates float16 in float32 but hands back a
float16 total, which for 16 rows near 4100 is past 65504 (inf), though the mean itself fits."""
EXERCISE = "jit.standardize"
VERDICT = "fail"
MESSAGE = "holds nothing above 65504"

import jax
import jax.numpy as jnp


@jax.jit
def standardize(x: jax.Array) -> jax.Array:
    mean = jnp.sum(x, axis=0) / x.shape[0]
    centred = x - mean
    return centred / (jnp.sqrt(jnp.mean(centred * centred, axis=0)) + 1e-6)
