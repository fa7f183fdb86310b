"""Returns exactly 1 for |x| < 1e-2 ("sin(x)/x is 1 there anyway"): the gradient is finite, but values beside 0 are off by up to 1.7e-5."""
EXERCISE = "grad.sinc"
VERDICT = "fail"
MESSAGE = 'wrong values'

import jax
import jax.numpy as jnp


def sinc(x: jax.Array) -> jax.Array:
    small = jnp.abs(x) < 1e-2
    safe = jnp.where(small, jnp.ones_like(x), x)
    return jnp.where(small, jnp.ones_like(x), jnp.sin(safe) / safe)
