"""Alternative: clamps the log's input to a tiny positive number."""
EXERCISE = "vmap.safe_log"
VERDICT = "pass"

import jax.numpy as jnp


def safe_log(x):
    x = jnp.asarray(x)
    return jnp.where(x > 0, jnp.log(jnp.maximum(x, jnp.finfo(x.dtype).tiny)), jnp.zeros_like(x))
