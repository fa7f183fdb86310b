"""Casts xs to float32 so integer input works, which also turns float16 input into float32 output.

Violates: "A float array of the same shape as ``xs``, in its float dtype (float16 stays float16; integers give float32)."
Verifying input: jnp.array([1.0, 3.0, 5.0], jnp.float16), alpha = 0.5 -> the docstring requires float16 [1, 2, 3.5], this returns float32 [1, 2, 3.5].
"""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
from jax import lax


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    xs = jnp.asarray(xs, jnp.float32)
    a = jnp.asarray(alpha, jnp.float32)

    def step(m, x):
        m = a * x + (1 - a) * m
        return m, m

    _, rest = lax.scan(step, xs[0], xs[1:])
    return jnp.concatenate([xs[:1], rest], axis=0)


if __name__ == "__main__":
    assert ema(jnp.array([1.0, 3.0, 5.0]), 0.5).tolist() == [1.0, 2.0, 3.5]
    assert ema(jnp.array([1, 3, 5]), 0.5).tolist() == [1.0, 2.0, 3.5]
    assert ema(jnp.array([[2.0]]), 0.3).tolist() == [[2.0]]
    assert "scan" in str(jax.make_jaxpr(ema)(jnp.ones(3), 0.5))
    out = ema(jnp.array([1.0, 3.0, 5.0], jnp.float16), 0.5)
    assert out.tolist() == [1.0, 2.0, 3.5]
    assert out.dtype == jnp.float32, out.dtype  # contract: float16
    print("verified")
