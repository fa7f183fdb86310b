"""Alternative: a module-level custom_vjp whose rule returns explicit zero cotangents for the bounds (the clipped
cotangent cast back to g's dtype: the float32 bounds would promote a float16 one)."""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "pass"

import jax
import jax.numpy as jnp


@jax.custom_vjp
def _clip_backward(x, lo, hi):
    return x


def _forward(x, lo, hi):
    return x, (lo, hi)


def _backward(residuals, g):
    lo, hi = residuals
    return jnp.minimum(jnp.maximum(g, lo), hi).astype(g.dtype), jnp.zeros_like(lo), jnp.zeros_like(hi)


_clip_backward.defvjp(_forward, _backward)


def clip_gradient(x, lo, hi):
    return _clip_backward(x, jnp.asarray(lo, jnp.float32), jnp.asarray(hi, jnp.float32))
