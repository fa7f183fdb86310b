"""Returns `jnp.zeros(x.shape)` where x <= 0: made without a dtype, it is float32 and promotes a float16 x."""
EXERCISE = "vmap.safe_log"
VERDICT = "fail"
MESSAGE = "with x in float16, the result should stay float16"

import jax
import jax.numpy as jnp


def safe_log(x: jax.Array) -> jax.Array:
    positive = x > 0
    return jnp.where(positive, jnp.log(jnp.where(positive, x, 1.0)), jnp.zeros(jnp.shape(x)))
