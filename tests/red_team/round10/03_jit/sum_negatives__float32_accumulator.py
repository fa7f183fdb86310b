"""Accumulates floats in float32 for accuracy and returns that float32, so float16/bfloat16 inputs lose their dtype.

Violates: "in ``x``'s dtype for a float ``x`` (float32, float16, bfloat16)"
Verifying input: sum_negatives(jnp.array([-1.0, 2.0], jnp.float16)) -> the docstring requires a float16 scalar; this returns float32.
"""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


@jax.jit
def sum_negatives(x: jax.Array) -> jax.Array:
    acc = jnp.float32 if jnp.issubdtype(x.dtype, jnp.floating) else jnp.int32
    return jnp.sum(jnp.where(x < 0, x, 0), dtype=acc)


if __name__ == "__main__":
    assert sum_negatives(jnp.array([1.0, -2.0, 3.0, -4.0])).tolist() == -6.0
    assert sum_negatives(jnp.array([[1, -2], [3, 4]])).tolist() == -2
    out = sum_negatives(jnp.array([-1.0, 2.0], jnp.float16))
    assert out.dtype == jnp.float32, out.dtype
    print("flaw shown: dtype", out.dtype, "expected float16")
