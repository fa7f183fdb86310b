"""Linearises once and maps over the directions, then hands the result back as float32 "to be safe": a float16 point
and directions give a float32 table where the docstring promises the dtype f returns."""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "fail"
MESSAGE = "got float32"

import jax
import jax.numpy as jnp


def directional_derivatives(f, x, directions):
    _, jvp_at_x = jax.linearize(f, x)
    return jax.vmap(jvp_at_x)(directions).astype(jnp.float32)
