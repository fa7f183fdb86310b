"""One jnp.where inside the student's own jax.jit: the NaN is inside the nested program, still found."""
EXERCISE = "vmap.safe_log"
VERDICT = "fail"
MESSAGE = "the `log` operation produced a NaN or inf"

import jax
import jax.numpy as jnp


@jax.jit
def safe_log(x):
    return jnp.where(x > 0, jnp.log(x), 0.0)
