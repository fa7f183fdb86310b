"""Alternative: jax.random.permutation applied to x itself along axis 0."""
EXERCISE = "prng.shuffle"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    return jax.random.permutation(jax.random.fold_in(key, epoch), jnp.asarray(x), axis=0)
