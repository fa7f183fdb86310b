"""Alternative: forward mode."""
EXERCISE = "grad.jacobian"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def jacobian(f, x):
    x = jnp.asarray(x)
    return jax.jacfwd(f)(x).astype(x.dtype)  # forward mode gives f's output dtype: "in the dtype of x"
