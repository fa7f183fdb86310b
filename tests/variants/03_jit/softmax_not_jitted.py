"""The student wrote a correct, stable softmax but never applied jax.jit to it: every call runs the jnp operations one at a time."""
EXERCISE = "jit.softmax"
VERDICT = "fail"
MESSAGE = 'not jitted'

import jax
import jax.numpy as jnp


def softmax(x: jax.Array) -> jax.Array:
    shifted = x - jnp.max(x, axis=-1, keepdims=True)
    e = jnp.exp(shifted)
    return e / jnp.sum(e, axis=-1, keepdims=True)
