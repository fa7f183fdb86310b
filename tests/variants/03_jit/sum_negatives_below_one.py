"""Counts every entry below 1 instead of below 0: fractions between 0 and 1 are added too."""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
MESSAGE = "the result should be -0.25, got 1.249"

import jax
import jax.numpy as jnp


@jax.jit
def sum_negatives(x):
    return jnp.where(x < 1, x, 0).sum()
