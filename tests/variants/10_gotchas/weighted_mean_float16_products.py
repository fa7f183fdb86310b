"""Converts integer inputs to float32 but leaves float16 inputs as they are, so float16 products overflow or round."""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
MESSAGE = 'holds nothing above 65504'

import jax
import jax.numpy as jnp
import numpy as np


def weighted_mean(values, weights):
    v = jnp.asarray(values)
    w = jnp.asarray(weights)
    if not jnp.issubdtype(v.dtype, jnp.floating):
        v = v.astype(jnp.float32)
    if not jnp.issubdtype(w.dtype, jnp.floating):
        w = w.astype(jnp.float32)
    return (jnp.sum(v * w) / jnp.sum(w)).astype(jnp.float32)
