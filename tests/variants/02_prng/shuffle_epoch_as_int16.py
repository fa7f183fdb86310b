"""The student stores the epoch as int16 before folding it into the key: epoch 65537 wraps around to 1 and repeats its order, where the contract gives every epoch its own."""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
MESSAGE = "epochs 1 and 65537 gave the same order"

import jax
import jax.numpy as jnp


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    x = jnp.asarray(x)
    epoch_key = jax.random.fold_in(key, jnp.asarray(epoch).astype(jnp.int16))
    return x[jax.random.permutation(epoch_key, x.shape[0])]
