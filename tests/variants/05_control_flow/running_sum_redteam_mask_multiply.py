"""Scans over the step index and sums xs times a 0/1 prefix mask, so an inf or nan in a later row turns earlier rows into nan (inf * 0).

Violates: "row ``t`` is ``xs[0] + ... + xs[t]``".
Verifying input: jnp.array([1.0, inf, 2.0]) -> the docstring requires [1, inf, inf], this returns [nan, inf, inf].
"""
EXERCISE = "control_flow.running_sum"
VERDICT = "fail"
MESSAGE = '`inf * 0` is nan'

import jax
import jax.numpy as jnp
from jax import lax


def running_sum(xs: jax.Array) -> jax.Array:
    xs = jnp.asarray(xs)
    n = xs.shape[0]
    idx = jnp.arange(n)
    extra = (1,) * (xs.ndim - 1)

    def step(carry, t):
        # 1 for rows 0..t, 0 after: clip(t - i + 1, 0, 1)
        mask = jnp.clip(t - idx + 1, 0, 1).astype(xs.dtype).reshape((n,) + extra)
        return carry, jnp.sum(xs * mask, axis=0, dtype=xs.dtype)

    _, out = lax.scan(step, None, idx)
    return out.reshape(xs.shape)
