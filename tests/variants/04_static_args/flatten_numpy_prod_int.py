"""Alternative: NumPy for the static length, converted with int() (np.prod(()) is the float 1.0)."""
EXERCISE = "static_args.flatten"
VERDICT = "pass"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def flatten(x: jax.Array) -> jax.Array:
    return jnp.reshape(x, (int(np.prod(x.shape)),))
