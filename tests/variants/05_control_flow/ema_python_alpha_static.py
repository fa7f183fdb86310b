"""Bakes a Python-float alpha into a jitted kernel as a static argument: every new alpha value compiles again."""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
MESSAGE = 'called as written'

import functools

import jax
import jax.numpy as jnp
from jax import lax


def _ema_ps_core(xs, alpha):
    xs = jnp.asarray(xs)
    if not jnp.issubdtype(xs.dtype, jnp.floating):
        xs = xs.astype(jnp.float32)

    def _ema_ps_step(m, x):
        m = alpha * x + (1 - alpha) * m
        return m.astype(xs.dtype), m.astype(xs.dtype)

    _, ys = lax.scan(_ema_ps_step, xs[0], xs)
    return ys


_ema_ps_const = jax.jit(_ema_ps_core, static_argnums=1)   # constant-folds alpha
_ema_ps_traced = jax.jit(_ema_ps_core)


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    if isinstance(alpha, (int, float)):
        return _ema_ps_const(xs, float(alpha))
    return _ema_ps_traced(xs, alpha)
