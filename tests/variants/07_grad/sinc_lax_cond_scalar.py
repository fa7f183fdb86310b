"""Alternative: lax.cond on each element (vmapped), the 0 / 0 branch fed a safe value."""
EXERCISE = "grad.sinc"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax import lax


def sinc(x):
    x = jnp.asarray(x)

    def one(v):
        safe = jnp.where(v == 0, 1.0, v)
        return lax.cond(v == 0, lambda s: jnp.ones_like(s), lambda s: jnp.sin(s) / s, safe)

    return jax.vmap(one)(x.reshape(-1)).reshape(x.shape)
