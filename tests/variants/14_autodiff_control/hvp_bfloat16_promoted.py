"""Widens the point to "at least float16" (jnp.promote_types with float16) before differentiating: float16 stays,
bfloat16 becomes float32, and so does H v."""
EXERCISE = "autodiff_control.hvp"
VERDICT = "fail"
MESSAGE = "got float32"

import jax
import jax.numpy as jnp


def hvp(f, x, v):
    dtype = jnp.promote_types(x.dtype, jnp.float16)
    return jax.jvp(jax.grad(f), (x.astype(dtype),), (v.astype(dtype),))[1]
