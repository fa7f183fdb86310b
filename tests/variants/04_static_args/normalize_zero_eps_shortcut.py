"""Jits itself with `eps` static to skip the addition when `eps == 0` in Python: `eps` must stay traced."""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
MESSAGE = "static"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def normalize(x, eps):
    norm = jnp.sqrt(jnp.sum(x ** 2))
    if eps == 0:
        return x / norm
    return x / (norm + eps)
