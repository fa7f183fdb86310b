"""The student's backward rule returns ``jnp.clip(g, lo, hi)``, which a float32 ``lo``/``hi`` promotes to float32, so a float16 ``x`` gets a float32 cotangent and JAX rejects it.

Violates: "x: a float array of any shape." with "lo: the smallest gradient let through, a float scalar." / "leaves towards ``x`` as ``jnp.clip(g, lo, hi)``" (a gradient for ``x``)
Verifying input: jax.grad(lambda v: (3.0 * clip_gradient(v, jnp.float32(-1), jnp.float32(1))).sum())(jnp.zeros(2, jnp.float16)) must be float16 [1, 1]; this raises (or comes back float32).
"""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


@jax.custom_vjp
def _clipped(v, low, high):
    return v


def _fwd(v, low, high):
    return v, (low, high)


def _bwd(bounds, g):
    low, high = bounds
    return jnp.clip(g, low, high), jnp.zeros_like(low), jnp.zeros_like(high)


_clipped.defvjp(_fwd, _bwd)


def clip_gradient(x, lo, hi):
    return _clipped(x, jnp.asarray(lo), jnp.asarray(hi))


if __name__ == "__main__":
    loss16 = lambda v: (3.0 * clip_gradient(v, jnp.float32(-1.0), jnp.float32(1.0))).sum()
    try:
        g = jax.grad(loss16)(jnp.zeros(2, jnp.float16))
        wrong = g.dtype != jnp.float16
    except Exception:
        wrong = True
    assert wrong
    loss = lambda x: (jnp.array([-3.0, 0.5, 3.0]) * clip_gradient(x, -1.0, 1.0)).sum()
    assert jax.grad(loss)(jnp.zeros(3)).tolist() == [-1.0, 0.5, 1.0]
    f = jax.jit(lambda x, lo, hi: jax.grad(lambda v: (jnp.array([-3.0, 0.5, 3.0]) * clip_gradient(v, lo, hi)).sum())(x))
    assert f(jnp.zeros(3), -2.0, 0.25).tolist() == [-2.0, 0.25, 0.25]
    assert clip_gradient(jnp.array([1.5, -2.0]), -1.0, 1.0).tolist() == [1.5, -2.0]
    print("verified")
