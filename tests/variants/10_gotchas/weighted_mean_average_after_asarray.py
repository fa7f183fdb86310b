"""Correct alternative: jnp.average once the inputs are arrays."""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "pass"

import jax.numpy as jnp


def weighted_mean(values, weights):
    return jnp.average(jnp.asarray(values, jnp.float32), weights=jnp.asarray(weights, jnp.float32))
