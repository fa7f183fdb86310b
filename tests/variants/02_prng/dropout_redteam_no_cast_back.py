"""Never casts back to x's dtype: with rate given as a float32 scalar (NumPy np.float32 or a 0-d jnp array), float16 x comes back float32.

Violates: "An array of the same shape and dtype as x" (rate: "a Python float or a traced scalar").
Verifying input: key(0), x = ones(8, float16), rate = np.float32(0.5) -> the docstring requires float16, this returns float32.
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
MESSAGE = 'wrong dtype: dropout('

import jax
import jax.numpy as jnp
import numpy as np


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    return jnp.where(keep, x / (1.0 - rate), 0.0)
