"""The student copies x into jnp.zeros(new_shape), whose default dtype is float32, so integer inputs come back as float32 (and lose integers past 2**24).

Violates: "An array of shape ``x.shape[:-1] + (size,)`` and the dtype of ``x``" ("integers up to both ends of their range")
Verifying input: x = int32 [[2**24 + 1, 2]], size=3 -> requires int32 [[16777217, 2, 0]], this returns float32 [[16777216.0, 2.0, 0.0]].
"""
EXERCISE = "static_args.resize_last"
VERDICT = "fail"
KIND = "dtypes"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="size")
def resize_last(x, size):
    keep = min(size, x.shape[-1])
    out = jnp.zeros(x.shape[:-1] + (size,))
    return out.at[..., :keep].set(x[..., :keep])


if __name__ == "__main__":
    assert resize_last(jnp.array([[1.0, 2.0, 3.0]]), 4).tolist() == [[1.0, 2.0, 3.0, 0.0]]
    got = resize_last(jnp.array([[2**24 + 1, 2]], jnp.int32), 3)
    print("got", got.dtype, got.tolist())
    assert got.dtype != jnp.int32
    assert int(got[0, 0]) != 2**24 + 1
    print("verified")
