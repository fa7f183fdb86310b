"""The norm as the square root of jnp.vdot(x, x) (right for every x), but with no cast back: a 0-d float32 eps
promotes a float16 x's result to float32, and the docstring promises x's dtype whatever eps is."""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
MESSAGE = "with x in float16 and eps in float32, the result should stay float16 like x"

import jax
import jax.numpy as jnp


@jax.jit
def normalize(x: jax.Array, eps: float) -> jax.Array:
    return x / (jnp.sqrt(jnp.vdot(x, x)) + eps)
