"""Alternative: lax.cond whose log branch sanitises its own input."""
EXERCISE = "vmap.safe_log"
VERDICT = "pass"

import jax.numpy as jnp
from jax import lax


def safe_log(x):
    return lax.cond(x > 0, lambda v: jnp.log(jnp.where(v > 0, v, 1.0)), jnp.zeros_like, x)
