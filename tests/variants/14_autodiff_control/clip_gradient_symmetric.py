"""Clips to [-hi, hi], ignoring lo."""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
MESSAGE = "[backward_clip] wrong values"

import jax
import jax.numpy as jnp


def clip_gradient(x, lo, hi):
    @jax.custom_vjp
    def clipped(v, high):
        return v

    def fwd(v, high):
        return v, high

    def bwd(high, g):
        return jnp.clip(g, -high, high), None

    clipped.defvjp(fwd, bwd)
    return clipped(x, hi)
