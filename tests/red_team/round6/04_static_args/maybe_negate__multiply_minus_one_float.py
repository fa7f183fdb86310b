"""The student negates by multiplying with -1.0, which turns an integer x into float32.

Violates: "An array of the same shape and dtype as ``x``." (x: "a numeric array")
Verifying input: x = int32 [1, -2], negate=True -> requires int32 [-1, 2], this returns float32 [-1.0, 2.0].
"""
EXERCISE = "static_args.maybe_negate"
VERDICT = "fail"
KIND = "dtypes"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="negate")
def maybe_negate(x, negate):
    return x * (-1.0 if negate else 1.0)


if __name__ == "__main__":
    import numpy as np

    assert maybe_negate(jnp.array([1.0, -2.0]), negate=True).tolist() == [-1.0, 2.0]
    assert np.signbit(np.asarray(maybe_negate(jnp.array([0.0]), negate=True))[0])   # -0.0 is right
    got = maybe_negate(jnp.array([1, -2], jnp.int32), negate=True)
    print("int32 in ->", got.dtype, got.tolist())
    assert got.dtype != jnp.int32
    print("verified")
