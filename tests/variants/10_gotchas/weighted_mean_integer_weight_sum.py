"""Products are taken in float32, but the weights are summed in their own (int32) dtype, which wraps for large integer weights."""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
MESSAGE = 'wrong'

import jax
import jax.numpy as jnp
import numpy as np


def weighted_mean(values, weights):
    v = jnp.asarray(values)
    w = jnp.asarray(weights)
    num = jnp.sum(v.astype(jnp.float32) * w.astype(jnp.float32))
    den = jnp.sum(w)
    return (num / den).astype(jnp.float32)
