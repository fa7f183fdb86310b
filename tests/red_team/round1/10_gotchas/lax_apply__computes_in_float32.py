"""Runs every op in float32 (converting both operands) and casts the result to jnp's promoted dtype afterwards; int32 values above 2**24 are rounded.

Violates: "``op(x, y)`` computed in ``jnp``'s promoted dtype of ``x`` and ``y``".
Verifying input: lax_apply(lax.add, jnp.array([16777217], jnp.int32), jnp.array([0], jnp.int32)) -> the docstring requires [16777217], this returns [16777216].
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def lax_apply(op, x, y) -> jax.Array:
    dtype = jnp.result_type(x, y)
    xf = lax.convert_element_type(x, jnp.float32)
    yf = lax.convert_element_type(y, jnp.float32)
    return lax.convert_element_type(op(xf, yf), dtype)


if __name__ == "__main__":
    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist() == [1.5, 2.5]
    assert lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0).dtype.name == "float16"
    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), 0.5).dtype == jnp.float32
    assert lax_apply(lax.mul, jnp.array([3, 4], jnp.int16), 2).tolist() == [6, 8]
    out = lax_apply(lax.add, jnp.array([16777217], jnp.int32), jnp.array([0], jnp.int32))
    assert out.dtype == jnp.int32
    assert out.tolist() == [16777216], out
    print("verified")
