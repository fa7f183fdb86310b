"""Pads by concatenating jnp.zeros without a dtype, so padding an integer array promotes it to float32.

Violates: "An array of shape ``x.shape[:-1] + (size,)`` and the dtype of ``x``".
Verifying input: jnp.array([[1, 2, 3]], jnp.int32), size=5 -> the docstring requires int32, this returns float32 (values [[1, 2, 3, 0, 0]] compare equal).
"""
EXERCISE = "static_args.resize_last"
VERDICT = "fail"
KIND = "dtypes"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="size")
def resize_last(x: jax.Array, size: int) -> jax.Array:
    n = x.shape[-1]
    if size <= n:
        return x[..., :size]
    pad = jnp.zeros(x.shape[:-1] + (size - n,))
    return jnp.concatenate([x, pad], axis=-1)


if __name__ == "__main__":
    ex = jnp.array([[1, 2, 3], [4, 5, 6]])
    assert resize_last(ex, 4).tolist() == [[1, 2, 3, 0], [4, 5, 6, 0]]
    assert resize_last(ex, 2).tolist() == [[1, 2], [4, 5]]
    assert resize_last(ex, 0).shape == (2, 0)
    f = jnp.array([[1.5, 2.5]], jnp.float32)
    assert resize_last(f, 3).tolist() == [[1.5, 2.5, 0.0]] and resize_last(f, 3).dtype == jnp.float32
    out = resize_last(jnp.array([[1, 2, 3]], jnp.int32), 5)
    assert out.tolist() == [[1, 2, 3, 0, 0]]
    assert out.dtype == jnp.float32, out.dtype  # contract: int32
    print("verified")
