"""One jnp.where: the log of 0 and of negative numbers is still computed."""
EXERCISE = "vmap.safe_log"
VERDICT = "fail"
MESSAGE = "made a NaN or inf under jax.vmap"

import jax.numpy as jnp


def safe_log(x):
    return jnp.where(x > 0, jnp.log(x), 0.0)
