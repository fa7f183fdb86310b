"""Alternative: jax.nn.selu, jitted (its constants agree with the exercise's to float32 precision)."""
EXERCISE = "jit.selu"
VERDICT = "pass"

import jax


@jax.jit
def selu(x: jax.Array) -> jax.Array:
    return jax.nn.selu(x)
