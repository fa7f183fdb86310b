"""Jits with epoch static, so every epoch compiles again."""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
MESSAGE = "recompiled"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="epoch")
def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    x = jnp.asarray(x)
    return x[jax.random.permutation(jax.random.fold_in(key, epoch), x.shape[0])]
