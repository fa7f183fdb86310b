"""Alternative: exponentiates jax.nn.log_softmax, which works in log space after the max shift."""
EXERCISE = "jit.softmax"
VERDICT = "pass"

import jax
import jax.numpy as jnp


@jax.jit
def softmax(x: jax.Array) -> jax.Array:
    return jnp.exp(jax.nn.log_softmax(x, axis=-1))
