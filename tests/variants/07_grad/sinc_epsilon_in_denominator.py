"""Guards the division with `x + 1e-12`: fine in float32, but 1e-12 is 0 in float16 and the gradient at 0 is NaN."""
EXERCISE = "grad.sinc"
VERDICT = "fail"
MESSAGE = "not finite"

import jax
import jax.numpy as jnp


def sinc(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    return jnp.where(x == 0, 1.0, jnp.sin(x) / (x + 1e-12))
