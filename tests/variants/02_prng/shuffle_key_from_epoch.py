"""Makes the epoch's key with jax.random.key(epoch), throwing away the key it was given."""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
MESSAGE = "made its own key"

import jax
import jax.numpy as jnp


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    x = jnp.asarray(x)
    return x[jax.random.permutation(jax.random.key(epoch), x.shape[0])]
