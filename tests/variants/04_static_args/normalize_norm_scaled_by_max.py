"""Scales by the largest magnitude before squaring (the classic guard against overflow, `hypot`'s trick) instead of
widening to float32: the same norm for every array with elements, but `jnp.max` has no starting value, so an
empty `x`, which "any shape" admits, raises instead of coming back empty."""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
MESSAGE = "a reduction with no starting value"

import jax
import jax.numpy as jnp


@jax.jit
def normalize(x: jax.Array, eps: float) -> jax.Array:
    x = jnp.asarray(x)
    wide = x.astype(jnp.promote_types(x.dtype, jnp.float32))
    scale = jnp.max(jnp.abs(wide))
    safe = jnp.where(scale > 0, scale, 1.0)
    norm = safe * jnp.sqrt(jnp.sum((wide / safe) ** 2))
    return (x / (norm + eps)).astype(x.dtype)
