"""Correct alternative: sum in NumPy, then make the float64 JAX scalar inside 64-bit mode."""
EXERCISE = "gotchas.precise_sum"
VERDICT = "pass"

import jax
import jax.numpy as jnp
import numpy as np


def precise_sum(x):
    total = np.sum(np.asarray(x, np.float64))
    with jax.enable_x64(True):
        return jnp.asarray(total, jnp.float64)
