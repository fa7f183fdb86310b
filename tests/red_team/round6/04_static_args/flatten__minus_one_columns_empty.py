"""The student lets reshape infer the columns with -1 (rows = prod of the leading axes), which cannot be inferred when the rows product is 0, so empty arrays raise.

Violates: "Arrays with no elements keep the shape rule (``(0, 3)`` with ``axis=1`` gives ``(0, 3)``"
Verifying input: x = zeros((0, 3)), axis=1 -> requires shape (0, 3), this raises an error (reshape of size 0 into (0, -1)).
"""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
KIND = "shapes"

import math
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="axis")
def flatten(x, axis=None):
    if axis is None:
        return jnp.ravel(x)
    rows = math.prod(x.shape[:axis])
    return x.reshape(rows, -1)


if __name__ == "__main__":
    x = jnp.arange(24).reshape(2, 3, 4)
    assert [flatten(x).shape, flatten(x, axis=1).shape, flatten(x, axis=0).shape] == [(24,), (2, 12), (1, 24)]
    assert flatten(jnp.array([[1, 2], [3, 4]]), axis=2).tolist() == [[1], [2], [3], [4]]
    assert flatten(jnp.zeros((3, 2, 0)), axis=1).shape == (3, 0)       # this empty case happens to work
    try:
        got = flatten(jnp.zeros((0, 3)), axis=1)
        raise SystemExit(f"unexpectedly returned {got.shape}")
    except Exception as error:
        print("(0, 3), axis=1:", type(error).__name__)
    print("verified")
