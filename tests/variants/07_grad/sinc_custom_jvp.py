"""A custom_jvp with the derivative written out: correct, but the exercise forbids a custom rule (the where lesson is skipped)."""
EXERCISE = "grad.sinc"
VERDICT = "fail"
MESSAGE = "it uses `custom_jvp_call`"

import jax
import jax.numpy as jnp


@jax.custom_jvp
def sinc(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    safe = jnp.where(x == 0, jnp.ones_like(x), x)
    return jnp.where(x == 0, jnp.ones_like(x), jnp.sin(safe) / safe)


@sinc.defjvp
def _sinc_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    safe = jnp.where(x == 0, jnp.ones_like(x), x)
    slope = jnp.where(x == 0, jnp.zeros_like(x), (jnp.cos(safe) * safe - jnp.sin(safe)) / safe**2)
    return sinc(x), slope * t
