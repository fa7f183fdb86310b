"""The student gets the promoted dtype right with ``jnp.result_type`` but feeds ``op`` float32 copies of both operands and casts the result back, so integers past 2**24 are rounded on the way.

Violates: "``op(x, y)`` computed in ``jnp``'s promoted dtype of ``x`` and ``y``" for "x: an array or a Python number, integers past 2**24 included".
Verifying input: lax_apply(lax.add, jnp.array([16777217], jnp.int32), 0) -> requires [16777217] (int32), this returns [16777216] (int32).
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def lax_apply(op, x, y):
    dtype = jnp.result_type(x, y)
    xf = jnp.asarray(x).astype(jnp.float32)
    yf = jnp.asarray(y).astype(jnp.float32)
    return op(xf, yf).astype(dtype)


if __name__ == "__main__":
    import numpy as np

    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist() == [1.5, 2.5]
    r = lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0)
    assert r.dtype == jnp.float16 and r.tolist() == [2.0, 4.0]
    r = lax_apply(lax.mul, jnp.array([3, 4], jnp.int8), 2)
    assert r.dtype == jnp.int8 and r.tolist() == [6, 8]
    r = lax_apply(lax.add, jnp.array([1, 2], jnp.int8), 0.5)
    assert r.dtype == jnp.float32 and r.tolist() == [1.5, 2.5]
    r = lax_apply(lax.sub, jnp.array([5], jnp.int32), jnp.array([2], jnp.int16))
    assert r.dtype == jnp.int32 and r.tolist() == [3]
    got = lax_apply(lax.add, jnp.array([16777217], jnp.int32), 0)
    assert got.dtype == jnp.int32 and got.tolist() == [16777216], got  # requires [16777217]
    print("verified")
