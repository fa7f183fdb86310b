"""The backward rule clips in float32 "for precision" (g.astype(jnp.float32)) and returns that: a float16 or bfloat16
x gets a float32 cotangent, whatever the bounds' dtype. A gradient has the dtype of its input."""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
MESSAGE = "float32 cotangent for a float16 x"

import jax
import jax.numpy as jnp


def clip_gradient(x, lo, hi):
    @jax.custom_vjp
    def clipped(v, low, high):
        return v

    def forward(v, low, high):
        return v, (low, high)

    def backward(bounds, g):
        low, high = bounds
        return jnp.clip(g.astype(jnp.float32), low, high), None, None

    clipped.defvjp(forward, backward)
    return clipped(x, lo, hi)
