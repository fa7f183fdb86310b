"""Casts xs to float32 up front (to handle integer input) and never casts back, so float16/bfloat16 input comes back float32.

Violates: "A float array of the same shape as ``xs``, in its float dtype (float16 stays float16; integers give float32)."
Verifying input: ema(jnp.array([1.0, 3.0], jnp.float16), 0.5) -> the docstring requires float16; this returns float32.
"""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
from jax import lax


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    xs = jnp.asarray(xs).astype(jnp.float32)

    def step(m, x):
        m = alpha * x + (1 - alpha) * m
        return m, m

    _, rest = lax.scan(step, xs[0], xs[1:])
    return jnp.concatenate([xs[:1], rest])


if __name__ == "__main__":
    assert ema(jnp.array([1.0, 3.0, 5.0]), 0.5).tolist() == [1.0, 2.0, 3.5]
    out = ema(jnp.array([1.0, 3.0], jnp.float16), 0.5)
    assert out.dtype == jnp.float32, out.dtype
    print("flaw shown: dtype", out.dtype, "expected float16")
