"""Uses the sample standard deviation (ddof=1) instead of the population one."""
EXERCISE = "jit.standardize"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


@jax.jit
def standardize(x: jax.Array) -> jax.Array:
    return (x - jnp.mean(x, axis=0)) / (jnp.std(x, axis=0, ddof=1) + 1e-6)
