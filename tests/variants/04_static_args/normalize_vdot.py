"""Alternative: the norm as the square root of jnp.vdot(x, x), which flattens its inputs."""
EXERCISE = "static_args.normalize"
VERDICT = "pass"

import jax
import jax.numpy as jnp


@jax.jit
def normalize(x: jax.Array, eps: float) -> jax.Array:
    return x / (jnp.sqrt(jnp.vdot(x, x)) + eps)
