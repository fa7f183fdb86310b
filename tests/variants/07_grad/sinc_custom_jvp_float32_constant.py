"""A custom_jvp whose derivative starts from `jnp.float32(0)`: a float16 tangent comes back float32 and JAX refuses it."""
EXERCISE = "grad.sinc"
VERDICT = "fail"
MESSAGE = "tangent"

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
    slope = jnp.where(x == 0, jnp.float32(0), (jnp.cos(safe) * safe - jnp.sin(safe)) / safe**2)
    return sinc(x), slope * t
