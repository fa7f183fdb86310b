"""Finds the right result dtype but computes op in float32 and casts back, so int32 operands past 2**24 lose their last bits.

Violates: "x: an array or a Python number, integers past 2**24 included." / "``op(x, y)`` computed in ``jnp``'s promoted dtype"
Verifying input: lax_apply(lax.add, jnp.array([2**24], jnp.int32), 1) -> requires int32 [16777217], this returns [16777216].
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def lax_apply(op, x, y):
    dtype = jnp.result_type(x, y)
    result = op(jnp.asarray(x, jnp.float32), jnp.asarray(y, jnp.float32))
    return result.astype(dtype)


if __name__ == "__main__":
    from jax import lax

    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist() == [1.5, 2.5]
    assert lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0).dtype == jnp.float16
    x = jnp.array([2**24], jnp.int32)
    expected = x + 1
    got = lax_apply(lax.add, x, 1)
    print("expected", expected.tolist(), expected.dtype, "got", got.tolist(), got.dtype)
    assert got.dtype == expected.dtype and got.tolist() != expected.tolist()
    print("verified")
