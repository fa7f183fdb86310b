"""The student reshapes to (prod(shape[:axis]), -1) and lets -1 infer the columns, which cannot be inferred when the row count is 0.

Violates: "Arrays with no elements keep the shape rule (``(0, 3)`` with ``axis=1`` gives ``(0, 3)`` ...)"
Verifying input: flatten(jnp.zeros((0, 3)), axis=1) -> requires shape (0, 3), this raises an error (integer modulo by zero / cannot infer -1); likewise (0, 2, 3) with axis=2.
"""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
KIND = "shapes"

import math
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="axis")
def flatten(x: jax.Array, axis: int | None = None) -> jax.Array:
    if axis is None:
        return x.reshape(-1)
    return x.reshape(math.prod(x.shape[:axis]), -1)


if __name__ == "__main__":
    import numpy as np

    x = jnp.arange(24).reshape(2, 3, 4)
    assert (flatten(x).shape, flatten(x, axis=1).shape, flatten(x, axis=0).shape) == ((24,), (2, 12), (1, 24))
    assert flatten(jnp.array([[1, 2], [3, 4]])).tolist() == [1, 2, 3, 4]
    assert flatten(jnp.array([[1, 2], [3, 4]]), axis=2).tolist() == [[1], [2], [3], [4]]
    assert flatten(jnp.float32(3.0)).shape == (1,)
    assert flatten(jnp.float32(3.0), axis=0).shape == (1, 1)
    assert flatten(jnp.zeros((3, 2, 0)), axis=1).shape == (3, 0)
    xn = np.arange(60, dtype=np.int32).reshape(3, 4, 5)
    for ax in range(4):
        rows = math.prod(xn.shape[:ax])
        np.testing.assert_array_equal(np.asarray(flatten(xn, axis=ax)), xn.reshape(rows, xn.size // rows))

    for shape, ax, want in (((0, 3), 1, (0, 3)), ((0, 2, 3), 2, (0, 3))):
        try:
            got = flatten(jnp.zeros(shape), axis=ax).shape
        except Exception as e:
            got = f"{type(e).__name__}: {e}"
        print(f"{shape} axis={ax}: expected {want}, got {got}")
        assert got != want
    print("verified")
