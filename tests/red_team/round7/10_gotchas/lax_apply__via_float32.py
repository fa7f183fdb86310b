"""The student computes every ``op`` in float32 and casts to the promoted dtype afterwards, so int32 operands past 2**24 round.

Violates: "x: an array or a Python number, integers past 2**24 included." / "``op(x, y)`` computed in ``jnp``'s promoted dtype of ``x`` and ``y``."
Verifying input: lax_apply(lax.add, jnp.array([2**24], jnp.int32), 1) must be int32 [16777217]; this returns [16777216].
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def lax_apply(op, x, y):
    dtype = jnp.result_type(x, y)
    xf = jnp.asarray(x).astype(jnp.float32)
    yf = jnp.asarray(y).astype(jnp.float32)
    return op(xf, yf).astype(dtype)


if __name__ == "__main__":
    got = lax_apply(lax.add, jnp.array([2**24], jnp.int32), 1)
    assert not (got.dtype == jnp.int32 and got.tolist() == [2**24 + 1])
    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist() == [1.5, 2.5]
    r = lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0)
    assert r.dtype == jnp.float16 and r.tolist() == [2.0, 4.0]
    r = lax_apply(lax.mul, jnp.array([3, -4], jnp.int8), 2)
    assert r.dtype == jnp.int8 and r.tolist() == [6, -8]
    r = lax_apply(lax.sub, jnp.array([1.5], jnp.float32), jnp.array([1], jnp.int32))
    assert r.dtype == jnp.float32 and r.tolist() == [0.5]
    r = lax_apply(lax.add, jnp.array([1], jnp.int8), 0.5)
    assert r.dtype == jnp.float32 and r.tolist() == [1.5]
    print("verified")
