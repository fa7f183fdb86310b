"""Uses cos(x / sqrt(3)) for |x| < 0.15, which shares 1 - x**2/6 with sin(x)/x (values within 2e-6 there), but its
derivative -x/3 + x**3/54 is not -x/3 + x**3/30: the gradient is off by up to 0.1% beside 0."""
EXERCISE = "grad.sinc"
VERDICT = "fail"
MESSAGE = "Beside 0 the gradient must still be the derivative"

import jax
import jax.numpy as jnp


def sinc(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    near = jnp.abs(x) < 0.15
    safe = jnp.where(near, jnp.ones_like(x), x)
    smooth = jnp.cos(x / jnp.sqrt(jnp.asarray(3.0, x.dtype)))  # no division at all near 0
    return jnp.where(near, smooth, jnp.sin(safe) / safe)
