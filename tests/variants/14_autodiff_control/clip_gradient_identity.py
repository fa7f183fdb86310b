"""Returns x: the values are right, and the gradient passes unclipped."""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
MESSAGE = "the gradient passes unclipped"

import jax.numpy as jnp


def clip_gradient(x, lo, hi):
    return jnp.asarray(x)
