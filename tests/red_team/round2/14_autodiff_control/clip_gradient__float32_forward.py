"""The student converts ``x`` with ``jnp.asarray(x, jnp.float32)`` before the custom_vjp, so half-precision inputs come back as float32.

Violates: "Returns: ``x``, same shape and dtype."
Verifying input: x = jnp.ones(3, jnp.bfloat16), lo = -1, hi = 1 -> requires dtype bfloat16, this returns float32.
"""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
KIND = "dtypes"

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


if __name__ == "__main__":
    import numpy as np

    loss = lambda x: (jnp.array([-3.0, 0.5, 3.0]) * clip_gradient(x, -1.0, 1.0)).sum()
    assert jax.grad(loss)(jnp.zeros(3)).tolist() == [-1.0, 0.5, 1.0]
    x = jnp.array([[-2.0, 0.3], [5.0, -7.0]])
    np.testing.assert_array_equal(np.asarray(clip_gradient(x, -1.0, 1.0)), np.asarray(x))
    w = jnp.array([-3.0, 0.5, 3.0])
    assert jax.jit(jax.grad(lambda x, lo, hi: (w * clip_gradient(x, lo, hi)).sum()))(jnp.zeros(3), -1.0, 1.0).tolist() == [-1.0, 0.5, 1.0]
    # the violation
    for dt in (jnp.bfloat16, jnp.float16):
        y = clip_gradient(jnp.ones(3, dt), -1.0, 1.0)
        assert y.dtype == jnp.float32, y.dtype
    print("verified")
