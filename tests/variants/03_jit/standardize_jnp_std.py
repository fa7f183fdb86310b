"""Alternative: jnp.mean and jnp.std (ddof=0 by default) straight from the formula."""
EXERCISE = "jit.standardize"
VERDICT = "pass"

import jax
import jax.numpy as jnp


@jax.jit
def standardize(x: jax.Array) -> jax.Array:
    return (x - jnp.mean(x, axis=0)) / (jnp.std(x, axis=0) + 1e-6)
