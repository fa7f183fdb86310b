"""The student writes into a default (float32) zeros buffer and casts back to ``x``'s dtype, so integers past 2**24 are rounded on the way.

Violates: "Any values of its dtype: inf and nan included, integers up to both ends of their range." / "the first min(size, x.shape[-1]) entries of each row come from x"
Verifying input: resize_last(jnp.array([[16777217]], jnp.int32), 2) must be [[16777217, 0]]; this returns [[16777216, 0]].
"""
EXERCISE = "static_args.resize_last"
VERDICT = "fail"
KIND = "admitted"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="size")
def resize_last(x: jax.Array, size: int) -> jax.Array:
    keep = min(size, x.shape[-1])
    out = jnp.zeros(x.shape[:-1] + (size,))
    out = out.at[..., :keep].set(x[..., :keep])
    return out.astype(x.dtype)


if __name__ == "__main__":
    assert resize_last(jnp.array([[1, 2, 3], [4, 5, 6]]), 4).tolist() == [[1, 2, 3, 0], [4, 5, 6, 0]]
    assert resize_last(jnp.array([[1, 2, 3], [4, 5, 6]]), 2).tolist() == [[1, 2], [4, 5]]
    assert resize_last(jnp.array([[1, 2, 3]]), 4).dtype == jnp.int32
    got = resize_last(jnp.array([[16777217]], jnp.int32), 2)
    print("expected [[16777217, 0]] got", got.tolist())
    assert got.tolist() == [[16777216, 0]]
    print("flaw shown")
