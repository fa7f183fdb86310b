"""Keeps pairs together by stacking y as an extra column of x: integer labels come back as floats."""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
MESSAGE = "should stay int32 like y"

import jax
import jax.numpy as jnp


def shuffled_batches(key: jax.Array, x: jax.Array, y: jax.Array, batch_size: int) -> tuple[jax.Array, jax.Array]:
    n_batches = x.shape[0] // batch_size
    both = jnp.concatenate([x, y[:, None]], axis=1)
    both = jax.random.permutation(key, both)[: n_batches * batch_size]
    both = both.reshape(n_batches, batch_size, -1)
    return both[..., :-1], both[..., -1]
