"""Negates by multiplying with -1.0, which turns an integer x into a float32 result.

Violates: "An array of the same shape and dtype as ``x``."
Verifying input: jnp.array([1, -2], jnp.int32), negate=True -> the docstring requires int32 [-1, 2], this returns float32 [-1.0, 2.0].
"""
EXERCISE = "static_args.maybe_negate"
VERDICT = "fail"
KIND = "dtypes"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="negate")
def maybe_negate(x: jax.Array, negate: bool) -> jax.Array:
    return x * -1.0 if negate else x


if __name__ == "__main__":
    assert maybe_negate(jnp.array([1.0, -2.0]), negate=True).tolist() == [-1.0, 2.0]
    assert maybe_negate(jnp.array([1.0, -2.0]), negate=False).tolist() == [1.0, -2.0]
    assert maybe_negate(jnp.ones(2, jnp.float16), True).dtype == jnp.float16
    out = maybe_negate(jnp.array([1, -2], jnp.int32), negate=True)
    assert out.tolist() == [-1, 2]
    assert out.dtype == jnp.float32, out.dtype  # contract: int32
    print("verified")
