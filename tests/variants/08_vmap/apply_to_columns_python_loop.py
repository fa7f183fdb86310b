"""A Python loop over the columns: one copy of f per column in the program."""
EXERCISE = "vmap.apply_to_columns"
VERDICT = "fail"
MESSAGE = "grows with the problem"

import jax.numpy as jnp


def apply_to_columns(f, x):
    return jnp.stack([f(x[:, j]) for j in range(x.shape[1])], axis=1)
