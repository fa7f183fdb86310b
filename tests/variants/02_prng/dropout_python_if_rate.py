"""Returns early with a Python `if rate == 0`: fails when `rate` is traced, which the contract allows."""
EXERCISE = "prng.dropout"
VERDICT = "fail"
MESSAGE = "under jax.jit"

import jax
import jax.numpy as jnp


def dropout(key, x, rate):
    x = jnp.asarray(x)
    if rate == 0:
        return x
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    return jnp.where(keep, x / (1.0 - rate), 0).astype(x.dtype)
