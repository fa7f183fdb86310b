"""Correct alternative: row indices from jax.random.choice without replacement."""
EXERCISE = "prng.shuffle"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def shuffle(key, x, epoch):
    x = jnp.asarray(x)
    n = x.shape[0]
    order = jax.random.choice(jax.random.fold_in(key, epoch), n, (n,), replace=False)
    return jnp.take(x, order, axis=0)
