"""Alternative: jax.nn.softmax over the last axis."""
EXERCISE = "jit.softmax"
VERDICT = "pass"

import jax


@jax.jit
def softmax(x: jax.Array) -> jax.Array:
    return jax.nn.softmax(x, axis=-1)
