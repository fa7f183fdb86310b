"""Alternative: writes the kept part of x into zeros of the new shape with lax.dynamic_update_slice."""
EXERCISE = "static_args.resize_last"
VERDICT = "pass"

from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.jit, static_argnames="size")
def resize_last(x: jax.Array, size: int) -> jax.Array:
    kept = x[..., : min(size, x.shape[-1])]
    out = jnp.zeros(x.shape[:-1] + (size,), x.dtype)
    return lax.dynamic_update_slice(out, kept, (0,) * x.ndim)
