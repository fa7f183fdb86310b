"""Correct alternative: jnp.array then a dot product."""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "pass"

import jax.numpy as jnp


def weighted_mean(values, weights):
    v = jnp.array(values, dtype=jnp.float32)
    w = jnp.array(weights, dtype=jnp.float32)
    return jnp.dot(v, w) / w.sum()
