"""Draws from NumPy's global generator, as NumPy code would, ignoring the key."""
EXERCISE = "prng.two_normals"
VERDICT = "fail"
MESSAGE = "global random state"

import numpy as np
import jax
import jax.numpy as jnp


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    return jnp.float32(np.random.standard_normal()), jnp.float32(np.random.standard_normal())
