"""Alternative: NumPy for the static lengths, converted with int() (np.prod(()) is the float 1.0)."""
EXERCISE = "static_args.flatten"
VERDICT = "pass"

from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnums=1)
def flatten(x: jax.Array, axis: int | None = None) -> jax.Array:
    if axis is None:
        return jnp.reshape(x, (int(np.prod(x.shape)),))
    return jnp.reshape(x, (int(np.prod(x.shape[:axis])), int(np.prod(x.shape[axis:]))))
