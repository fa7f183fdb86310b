"""The student gives ``reshape`` the row count and lets it infer the columns with -1, which is ambiguous (and raises) when the array has no elements and the row count is 0.

Violates: "Arrays with no elements keep the shape rule ((0, 3) with axis=1 gives (0, 3); ...)"
Verifying input: flatten(jnp.zeros((0, 3)), axis=1).shape must be (0, 3); this raises an error.
"""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
KIND = "admitted"

import math
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="axis")
def flatten(x: jax.Array, axis: int | None = None) -> jax.Array:
    if axis is None:
        return jnp.ravel(x)
    rows = math.prod(x.shape[:axis])
    return jnp.reshape(x, (rows, -1))


if __name__ == "__main__":
    x = jnp.arange(24).reshape(2, 3, 4)
    assert (flatten(x).shape, flatten(x, axis=1).shape, flatten(x, axis=0).shape) == ((24,), (2, 12), (1, 24))
    assert flatten(jnp.array([[1, 2], [3, 4]])).tolist() == [1, 2, 3, 4]
    assert flatten(jnp.array([[1, 2], [3, 4]]), axis=2).tolist() == [[1], [2], [3], [4]]
    assert flatten(jnp.zeros((3, 2, 0)), axis=1).shape == (3, 0)
    try:
        shape = flatten(jnp.zeros((0, 3)), axis=1).shape
    except Exception as e:
        print("raised:", type(e).__name__, str(e)[:90])
        shape = None
    assert shape != (0, 3)
    print("flaw shown")
