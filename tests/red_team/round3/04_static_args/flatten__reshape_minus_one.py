"""The student reshapes with ``(prod(shape[:axis]), -1)`` and lets ``-1`` infer the columns, which cannot be inferred when the rows are 0: an empty array with a zero before ``axis`` raises instead of keeping the shape rule.

Violates: "Arrays with no elements keep the shape rule (``(0, 3)`` with ``axis=1`` gives ``(0, 3)`` ...)" for "x: an array of any shape".
Verifying input: x = zeros((0, 3)), axis = 1 -> requires shape (0, 3), this raises ZeroDivisionError while tracing (``-1`` over a zero-size row count).
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
        return jnp.reshape(x, (-1,))
    return jnp.reshape(x, (math.prod(x.shape[:axis]), -1))


if __name__ == "__main__":
    import numpy as np

    x = jnp.arange(24).reshape(2, 3, 4)
    assert (flatten(x).shape, flatten(x, axis=1).shape, flatten(x, axis=0).shape) == ((24,), (2, 12), (1, 24))
    assert flatten(jnp.array([[1, 2], [3, 4]])).tolist() == [1, 2, 3, 4]
    assert flatten(jnp.array([[1, 2], [3, 4]]), axis=2).tolist() == [[1], [2], [3], [4]]
    assert flatten(jnp.float32(3.0)).shape == (1,) and flatten(jnp.float32(3.0), axis=0).shape == (1, 1)
    assert flatten(jnp.zeros((3, 2, 0)), axis=1).shape == (3, 0)
    i8 = jnp.array([[-128, 127]], jnp.int8)
    assert flatten(i8, axis=1).dtype == jnp.int8 and flatten(i8, axis=1).tolist() == [[-128, 127]]
    np.testing.assert_array_equal(np.asarray(flatten(x, axis=2)), np.arange(24).reshape(6, 4))
    # the violation: zero rows
    try:
        out = flatten(jnp.zeros((0, 3)), axis=1)
    except Exception as e:
        assert isinstance(e, (ZeroDivisionError, TypeError, ValueError)), type(e)
    else:
        raise AssertionError(f"no error, shape {out.shape}")
    print("verified")
