"""Converts a Python number straight to the other operand's dtype, so a float scalar meeting an integer array is truncated instead of promoting to float.

Violates: "a Python number is weakly typed and takes the array's dtype ..., unless its kind does not fit (``int8_array + 0.5`` is float32)."
Verifying input: lax_apply(lax.add, jnp.array([1, 2], jnp.int8), 0.5) -> the docstring requires float32 [1.5, 2.5]; this returns int8 [1, 2].
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def lax_apply(op, x, y):
    if isinstance(x, (int, float)) and not isinstance(y, (int, float)):
        y = jnp.asarray(y)
        x = jnp.asarray(x, dtype=y.dtype)
    elif isinstance(y, (int, float)) and not isinstance(x, (int, float)):
        x = jnp.asarray(x)
        y = jnp.asarray(y, dtype=x.dtype)
    else:
        x, y = jnp.asarray(x), jnp.asarray(y)
        dtype = jnp.promote_types(x.dtype, y.dtype)
        x, y = x.astype(dtype), y.astype(dtype)
    return op(x, y)


if __name__ == "__main__":
    from jax import lax
    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist() == [1.5, 2.5]
    assert lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0).dtype.name == "float16"
    out = lax_apply(lax.add, jnp.array([1, 2], jnp.int8), 0.5)
    assert out.dtype == jnp.int8 and out.tolist() == [1, 2], out
    print("flaw shown:", out, "expected float32 [1.5, 2.5]")
