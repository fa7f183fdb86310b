"""Uses mode="fill" with fill_value static, so every new fill value compiles again."""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
MESSAGE = "recompiled"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="fill_value")
def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    x = jnp.asarray(x)
    idx = jnp.asarray(idx)
    out_of_range = jnp.where(idx < 0, x.shape[0], idx)  # negative indices must not wrap
    return x.at[out_of_range].get(mode="fill", fill_value=fill_value)
