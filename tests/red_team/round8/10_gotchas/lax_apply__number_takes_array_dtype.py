"""The student implements weak typing by hand, converting a Python number to the other operand's dtype, which truncates a float into an integer array's dtype instead of promoting to float32.

Violates: "a Python number is weakly typed and takes the array's dtype (``float16_array + 1.0`` is float16), unless its kind does not fit (``int8_array + 0.5`` is float32)."
Verifying input: lax_apply(lax.add, jnp.array([1, 2], jnp.int8), 0.5) must be float32 [1.5, 2.5]; this returns int8 [1, 2].
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
from jax import lax


def lax_apply(op, x, y):
    if isinstance(x, (int, float)) and not isinstance(y, (int, float)):
        y = jnp.asarray(y)
        x = jnp.asarray(x, y.dtype)
    elif isinstance(y, (int, float)) and not isinstance(x, (int, float)):
        x = jnp.asarray(x)
        y = jnp.asarray(y, x.dtype)
    else:
        dtype = jnp.result_type(x, y)
        x, y = jnp.asarray(x, dtype), jnp.asarray(y, dtype)
    return op(x, y)


if __name__ == "__main__":
    got = lax_apply(lax.add, jnp.array([1, 2], jnp.int8), 0.5)
    ref = jnp.array([1, 2], jnp.int8) + 0.5
    assert ref.dtype == jnp.float32 and ref.tolist() == [1.5, 2.5]
    assert got.dtype == jnp.int8 and got.tolist() == [1, 2], got

    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist() == [1.5, 2.5]
    assert lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0).dtype.name == "float16"
    print("ok: flaw shows")
