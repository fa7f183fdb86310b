"""Finds jnp's promoted dtype correctly but computes op in at least float32 and casts back, so int32 results above 2**24 are rounded.

Violates: "``op(x, y)`` computed in ``jnp``'s promoted dtype of ``x`` and ``y``".
Verifying input: lax.add, int32 [16777217], 0 -> the docstring requires [16777217], this returns [16777216].
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def lax_apply(op, x, y):
    dt = jnp.result_type(x, y)
    work = jnp.promote_types(dt, jnp.float32)  # "safe" working precision
    out = op(jnp.asarray(x, work), jnp.asarray(y, work))
    return out.astype(dt)


if __name__ == "__main__":
    from jax import lax

    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist() == [1.5, 2.5]
    assert lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0).dtype.name == "float16"
    assert lax_apply(lax.add, jnp.array([100], jnp.int8), jnp.array([200], jnp.uint8)).tolist() == [300]
    assert lax_apply(lax.mul, jnp.array([3, 4]), 5).tolist() == [15, 20]
    out = lax_apply(lax.add, jnp.array([16777217], jnp.int32), 0)
    assert out.dtype == jnp.int32 and out.tolist() != [16777217], out
    print("verified")
