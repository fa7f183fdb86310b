"""Uses np.add.at on a NumPy buffer: right numbers eagerly, but NumPy cannot take tracers."""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

import numpy as np
import jax
import jax.numpy as jnp


def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    out = np.zeros(size, dtype=np.float32)
    np.add.at(out, np.asarray(indices), np.asarray(values))
    return jnp.asarray(out)
