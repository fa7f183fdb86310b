"""Makes a new key from a fixed seed on every call, so every call drops the same places."""
EXERCISE = "prng.dropout"
VERDICT = "fail"
MESSAGE = "made its own key"

import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    x = jnp.asarray(x)
    keep = jax.random.bernoulli(jax.random.key(0), 1.0 - rate, x.shape)
    dropped = jnp.where(keep, x / (1.0 - rate), 0)
    return jnp.where(rate == 0, x, dropped).astype(x.dtype)
