"""Clips the values instead of the gradient."""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax.numpy as jnp


def clip_gradient(x, lo, hi):
    return jnp.clip(x, lo, hi)
