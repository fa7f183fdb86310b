"""Makes the log safe but returns log(1e-3) instead of 0 for x <= 0."""
EXERCISE = "vmap.safe_log"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax.numpy as jnp


def safe_log(x):
    return jnp.log(jnp.maximum(x, 1e-3))
