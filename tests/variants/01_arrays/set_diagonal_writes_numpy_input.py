"""Writes the diagonal in place when it can (NumPy inputs), so the caller's array changes."""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
MESSAGE = "modified its input"

import jax
import jax.numpy as jnp


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    n = x.shape[0]
    d = jnp.arange(n)
    try:
        x[d, d] = value  # fine for NumPy, raises TypeError for JAX arrays and tracers
        return jnp.asarray(x)
    except TypeError:
        return x.at[d, d].set(jnp.asarray(value).astype(x.dtype))
