"""Casts xs to jnp.result_type(xs, alpha): a 0-d float32 alpha turns float16 data into float32."""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
MESSAGE = 'wrong dtype'

import jax
import jax.numpy as jnp
from jax import lax


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    xs = jnp.asarray(xs)
    xs = xs.astype(jnp.result_type(xs, alpha, 1.0))

    def _ema_ap_step(m, x):
        m = alpha * x + (1 - alpha) * m
        return m, m

    _, ys = lax.scan(_ema_ap_step, xs[0], xs)
    return ys
