"""Finds the dtype with jnp.result_type but first turns each operand into an array with jnp.asarray, so a Python int past int32 (meeting a uint32 array) overflows.

Violates: "a Python int within the range of the dtype it meets" (x, y: "integers past 2**24 included")
Verifying input: lax_apply(lax.add, jnp.array([1], jnp.uint32), 3_000_000_000) -> the docstring requires uint32 [3000000001]; this raises OverflowError.
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp


def lax_apply(op, x, y):
    dtype = jnp.result_type(x, y)
    x = jnp.asarray(x).astype(dtype)
    y = jnp.asarray(y).astype(dtype)
    return op(x, y)


if __name__ == "__main__":
    from jax import lax
    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist() == [1.5, 2.5]
    assert lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0).dtype.name == "float16"
    try:
        lax_apply(lax.add, jnp.array([1], jnp.uint32), 3_000_000_000)
    except OverflowError as e:
        print("flaw shown:", type(e).__name__, str(e)[:80])
    else:
        raise AssertionError("expected OverflowError")
