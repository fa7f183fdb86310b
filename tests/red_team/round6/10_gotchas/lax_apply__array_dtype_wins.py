"""When one operand is a Python number it converts that number to the array's dtype, which is right for 2.0 with float16 but truncates 0.5 to 0 for an int8 array.

Violates: "unless its kind does not fit (``int8_array + 0.5`` is float32)"
Verifying input: lax_apply(lax.add, jnp.array([1, 2], jnp.int8), 0.5) -> requires float32 [1.5, 2.5], this returns int8 [1, 2].
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def lax_apply(op, x, y):
    if isinstance(x, (int, float)) and not isinstance(y, (int, float)):
        x = jnp.asarray(x, dtype=jnp.asarray(y).dtype)
    elif isinstance(y, (int, float)) and not isinstance(x, (int, float)):
        y = jnp.asarray(y, dtype=jnp.asarray(x).dtype)
    else:
        dtype = jnp.result_type(x, y)
        x, y = jnp.asarray(x, dtype), jnp.asarray(y, dtype)
    return op(x, y)


if __name__ == "__main__":
    from jax import lax
    import numpy as np

    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist() == [1.5, 2.5]
    assert lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0).dtype == jnp.float16
    x = jnp.array([1, 2], jnp.int8)
    expected = x + 0.5
    got = lax_apply(lax.add, x, 0.5)
    print("expected", expected.tolist(), expected.dtype, "got", got.tolist(), got.dtype)
    assert got.dtype != expected.dtype and got.tolist() != expected.tolist()
    print("verified")
