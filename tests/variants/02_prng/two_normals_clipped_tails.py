"""Clips the draws to [-3, 3] "to avoid outliers": mean, variance and the 2-sigma tail barely move."""
EXERCISE = "prng.two_normals"
VERDICT = "fail"
MESSAGE = "beyond 3 standard deviations"

import jax
import jax.numpy as jnp


def two_normals(key):
    key_a, key_b = jax.random.split(key)
    return jnp.clip(jax.random.normal(key_a), -3, 3), jnp.clip(jax.random.normal(key_b), -3, 3)
