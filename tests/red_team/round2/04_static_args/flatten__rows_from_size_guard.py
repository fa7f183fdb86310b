"""The student computes the row count as x.size // cols and guards the division with "if cols else 0": when the column part is empty, every row count collapses to 0.

Violates: "Arrays with no elements keep the shape rule (``(0, 3)`` with ``axis=1`` gives ``(0, 3)``; ``(3, 2, 0)`` with ``axis=1`` gives ``(3, 0)``)."
Verifying input: x = zeros((3, 2, 0)), axis=1 -> requires shape (3, 0), this returns shape (0, 0) (likewise (0, 3) with axis=0 gives (0, 0), not (1, 0)).
"""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
KIND = "shapes"

import functools
import math

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames="axis")
def flatten(x: jax.Array, axis: int | None = None) -> jax.Array:
    if axis is None:
        return x.reshape(-1)
    cols = math.prod(x.shape[axis:])
    rows = x.size // cols if cols else 0
    return x.reshape(rows, cols)


if __name__ == "__main__":
    import numpy as np

    x = jnp.arange(24).reshape(2, 3, 4)
    assert (flatten(x).shape, flatten(x, axis=1).shape, flatten(x, axis=0).shape) == ((24,), (2, 12), (1, 24))
    assert flatten(jnp.array([[1, 2], [3, 4]])).tolist() == [1, 2, 3, 4]
    assert flatten(jnp.array([[1, 2], [3, 4]]), axis=2).tolist() == [[1], [2], [3], [4]]
    rng = np.random.default_rng(0)
    for shape in [(), (5,), (2, 3), (2, 3, 4), (1, 1, 6)]:
        xn = rng.normal(size=shape).astype(np.float32)
        np.testing.assert_array_equal(np.asarray(flatten(xn)), xn.ravel() if xn.ndim else xn.reshape(1))
        for axis in range(xn.ndim + 1):
            ref = xn.reshape(math.prod(shape[:axis]), math.prod(shape[axis:]))
            got = flatten(xn, axis=axis)
            assert got.shape == ref.shape and got.dtype == xn.dtype, (shape, axis, got.shape, got.dtype)
            np.testing.assert_array_equal(np.asarray(got), ref)
    assert flatten(jnp.zeros((0, 3)), axis=1).shape == (0, 3)   # the docstring's own empty example passes
    assert flatten(jnp.zeros((3, 2, 0)), axis=1).shape == (0, 0)
    assert flatten(jnp.zeros((0, 3)), axis=0).shape == (0, 0)    # requires (1, 0)
    print("verified")
