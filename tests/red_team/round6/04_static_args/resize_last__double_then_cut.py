"""The student pads by appending one zero copy of x along the last axis and then cutting to size, which can only grow the axis to twice its length.

Violates: "An array of shape ``x.shape[:-1] + (size,)``" (size: "a Python int ``>= 0``")
Verifying input: x = [[1, 2, 3], [4, 5, 6]], size=7 -> requires shape (2, 7) ending in four zeros, this returns shape (2, 6).
"""
EXERCISE = "static_args.resize_last"
VERDICT = "fail"
KIND = "horizons"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="size")
def resize_last(x, size):
    doubled = jnp.concatenate([x, jnp.zeros_like(x)], axis=-1)
    return doubled[..., :size]


if __name__ == "__main__":
    m = jnp.array([[1, 2, 3], [4, 5, 6]])
    assert resize_last(m, 4).tolist() == [[1, 2, 3, 0], [4, 5, 6, 0]] and resize_last(m, 2).tolist() == [[1, 2], [4, 5]]
    got = resize_last(m, 7)
    print("size 7 ->", got.shape)
    assert got.shape != (2, 7)
    print("verified")
