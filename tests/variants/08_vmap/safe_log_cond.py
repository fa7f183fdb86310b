"""Guards the log with lax.cond: fine for one scalar, but under vmap both branches run."""
EXERCISE = "vmap.safe_log"
VERDICT = "fail"
MESSAGE = "made a NaN or inf under jax.vmap"

import jax.numpy as jnp
from jax import lax


def safe_log(x):
    return lax.cond(x > 0, jnp.log, jnp.zeros_like, x)
