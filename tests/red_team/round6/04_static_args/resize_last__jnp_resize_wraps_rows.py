"""The student uses jnp.resize to the new shape and zeroes the padded tail; jnp.resize fills from the flattened array, so from the second row on the values come from the wrong rows (1-D inputs hide it).

Violates: "the first ``min(size, x.shape[-1])`` entries of each row come from ``x``, the rest are zeros."
Verifying input: x = [[1, 2, 3], [4, 5, 6]], size=2 -> requires [[1, 2], [4, 5]], this returns [[1, 2], [3, 4]]; size=4 -> requires [[1, 2, 3, 0], [4, 5, 6, 0]], this returns [[1, 2, 3, 0], [5, 6, 1, 0]].
"""
EXERCISE = "static_args.resize_last"
VERDICT = "fail"
KIND = "values"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="size")
def resize_last(x, size):
    n = x.shape[-1]
    resized = jnp.resize(x, x.shape[:-1] + (size,))
    keep = jnp.arange(size) < n
    return jnp.where(keep, resized, jnp.zeros_like(resized))


if __name__ == "__main__":
    import numpy as np

    assert resize_last(jnp.array([1, 2, 3]), 5).tolist() == [1, 2, 3, 0, 0]
    assert resize_last(jnp.array([1, 2, 3]), 2).tolist() == [1, 2]
    m = jnp.array([[1, 2, 3], [4, 5, 6]])
    got2, got4 = resize_last(m, 2).tolist(), resize_last(m, 4).tolist()
    print("size 2:", got2, "size 4:", got4)
    assert got2 != [[1, 2], [4, 5]] and got4 != [[1, 2, 3, 0], [4, 5, 6, 0]]
    print("verified")
