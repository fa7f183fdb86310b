"""Alternative: the double where inside the student's own jax.jit."""
EXERCISE = "vmap.safe_log"
VERDICT = "pass"

import jax
import jax.numpy as jnp


@jax.jit
def safe_log(x):
    positive = x > 0
    return jnp.where(positive, jnp.log(jnp.where(positive, x, 1.0)), 0.0)
