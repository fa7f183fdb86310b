"""Alternative: a Taylor polynomial for |x| < 0.05 and the quotient with a safe divisor elsewhere."""
EXERCISE = "grad.sinc"
VERDICT = "pass"

import jax.numpy as jnp


def sinc(x):
    x = jnp.asarray(x)
    near = jnp.abs(x) < 0.05
    safe = jnp.where(near, jnp.ones_like(x), x)
    return jnp.where(near, 1 - x**2 / 6 + x**4 / 120, jnp.sin(safe) / safe)
