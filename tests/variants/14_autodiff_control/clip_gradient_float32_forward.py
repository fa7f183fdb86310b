"""The student converts ``x`` with ``jnp.asarray(x, jnp.float32)`` before the custom_vjp, so half-precision inputs come back as float32."""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
MESSAGE = 'wrong dtype'

import jax
import jax.numpy as jnp


@jax.custom_vjp
def _clipped(v, low, high):
    return v


def _fwd(v, low, high):
    return v, (low, high)


def _bwd(bounds, g):
    low, high = bounds
    return jnp.clip(g, low, high), jnp.zeros_like(low), jnp.zeros_like(high)


_clipped.defvjp(_fwd, _bwd)


def clip_gradient(x: jax.Array, lo: float, hi: float) -> jax.Array:
    x = jnp.asarray(x, jnp.float32)
    lo = jnp.asarray(lo, jnp.float32)
    hi = jnp.asarray(hi, jnp.float32)
    return _clipped(x, lo, hi)
