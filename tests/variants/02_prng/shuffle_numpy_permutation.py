"""Uses np.random.permutation, NumPy's global generator, ignoring key and epoch."""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
MESSAGE = "global random state"

import numpy as np
import jax
import jax.numpy as jnp


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    x = jnp.asarray(x)
    return x[jnp.asarray(np.random.permutation(x.shape[0]))]
