"""Jitted without making size static, then builds jnp.zeros with a traced size in its shape."""
EXERCISE = "static_args.resize_last"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

import jax
import jax.numpy as jnp


@jax.jit
def resize_last(x: jax.Array, size: int) -> jax.Array:
    out = jnp.zeros(x.shape[:-1] + (size,), x.dtype)
    kept = min(x.shape[-1], out.shape[-1])
    return out.at[..., :kept].set(x[..., :kept])
