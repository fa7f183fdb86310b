"""Alternative: the standard deviation as the square root of jnp.var."""
EXERCISE = "jit.standardize"
VERDICT = "pass"

import jax
import jax.numpy as jnp


@jax.jit
def standardize(x: jax.Array) -> jax.Array:
    centred = x - x.mean(axis=0)
    return centred / (jnp.sqrt(jnp.var(x, axis=0)) + 1e-6)
