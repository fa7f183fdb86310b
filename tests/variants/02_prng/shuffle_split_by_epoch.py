"""Takes the epoch's key from split(key, epoch + 1), whose count must be a static number."""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

import jax
import jax.numpy as jnp


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    x = jnp.asarray(x)
    epoch_key = jax.random.split(key, epoch + 1)[epoch]
    return x[jax.random.permutation(epoch_key, x.shape[0])]
