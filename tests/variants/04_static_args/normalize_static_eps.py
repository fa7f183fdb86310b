"""Makes eps static, so every new value of eps compiles the function again."""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
MESSAGE = "recompiled"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="eps")
def normalize(x: jax.Array, eps: float) -> jax.Array:
    return x / (jnp.linalg.norm(x) + eps)
