"""Alternative: blend with an identity mask, `where(eye, value, x)`: exact for any magnitudes."""
EXERCISE = "arrays.set_diagonal"
VERDICT = "pass"

import jax.numpy as jnp


def set_diagonal(x, value):
    x = jnp.asarray(x)
    eye = jnp.eye(x.shape[0], x.shape[1], dtype=bool)
    return jnp.where(eye, jnp.asarray(value, x.dtype), x)
