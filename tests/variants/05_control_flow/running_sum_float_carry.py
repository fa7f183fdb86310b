"""Starts the scan carry from jnp.zeros(xs.shape[1:]) (float32) and casts back: integer sums above 2**24 are rounded."""
EXERCISE = "control_flow.running_sum"
VERDICT = "fail"
MESSAGE = 'past 2**24'

import jax
import jax.numpy as jnp
from jax import lax


def running_sum(xs: jax.Array) -> jax.Array:
    xs = jnp.asarray(xs)

    def _rsf_step(carry, x):
        carry = carry + x
        return carry, carry

    _, ys = lax.scan(_rsf_step, jnp.zeros(xs.shape[1:]), xs)
    return ys.astype(xs.dtype)
