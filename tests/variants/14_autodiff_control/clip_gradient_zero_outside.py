"""Drops out-of-range gradients (sets them to 0) instead of clipping them to the bound."""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
MESSAGE = "[backward_clip] wrong values"

import jax
import jax.numpy as jnp


def clip_gradient(x, lo, hi):
    @jax.custom_vjp
    def clipped(v, low, high):
        return v

    def fwd(v, low, high):
        return v, (low, high)

    def bwd(bounds, g):
        low, high = bounds
        return jnp.where((g >= low) & (g <= high), g, 0.0), None, None

    clipped.defvjp(fwd, bwd)
    return clipped(x, lo, hi)
