"""A Taylor branch near 0 with the wrong sign, `1 + x**2 / 6`: off by x**2 / 3 for small x."""
EXERCISE = "grad.sinc"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax.numpy as jnp


def sinc(x):
    near = jnp.abs(x) < 0.05
    safe = jnp.where(near, 1.0, x)
    return jnp.where(near, 1 + x**2 / 6, jnp.sin(safe) / safe)
