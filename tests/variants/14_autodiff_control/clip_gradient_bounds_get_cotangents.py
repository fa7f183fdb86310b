"""The student's backward pass returns ``(clip(g), lo, hi)``, one value per input as JAX demands, but hands the bounds themselves back as their "cotangents", so ``lo`` and ``hi`` receive non-zero gradients."""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
MESSAGE = 'the bounds get a gradient'

import jax
import jax.numpy as jnp


def clip_gradient(x: jax.Array, lo: float, hi: float) -> jax.Array:
    @jax.custom_vjp
    def clipped(v, low, high):
        return v

    def clipped_fwd(v, low, high):
        return v, (low, high)

    def clipped_bwd(bounds, g):
        low, high = bounds
        return jnp.clip(g, low, high), low, high

    clipped.defvjp(clipped_fwd, clipped_bwd)
    return clipped(x, lo, hi)
