"""Alternative: sorts the rows by uniform draws from the epoch's fold_in key."""
EXERCISE = "prng.shuffle"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    x = jnp.asarray(x)
    scores = jax.random.uniform(jax.random.fold_in(key, epoch), (x.shape[0],))
    return x[jnp.argsort(scores)]
