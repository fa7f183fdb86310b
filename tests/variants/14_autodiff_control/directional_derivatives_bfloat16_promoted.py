"""Widens the point and the directions to "at least float16" (jnp.promote_types with float16) before linearising:
float16 stays, bfloat16 becomes float32, and so does every derivative."""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "fail"
MESSAGE = "got float32"

import jax
import jax.numpy as jnp


def directional_derivatives(f, x, directions):
    dtype = jnp.promote_types(x.dtype, jnp.float16)
    _, jvp_at_x = jax.linearize(f, x.astype(dtype))
    return jax.vmap(jvp_at_x)(directions.astype(dtype))
