"""The student builds the result with jnp.where(eye, value, x), which promotes an integer matrix to float32 when value is a Python float.

Violates: "A new ``(n, n)`` array with the same dtype as ``x`` (``value`` is converted to it)"
Verifying input: x = int32 [[1, 2], [3, 4]], value = 5.0 -> requires an int32 result [[5, 2], [3, 5]], this returns float32.
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def set_diagonal(x, value):
    x = jnp.asarray(x)
    n = x.shape[0]
    on_diagonal = jnp.eye(n, dtype=bool)
    return jnp.where(on_diagonal, value, x)


if __name__ == "__main__":
    import numpy as np

    x = np.array([[1, 2], [3, 4]], dtype=np.int32)
    expected = x.copy()
    np.fill_diagonal(expected, 5.0)
    got = set_diagonal(x, 5.0)
    print("expected", expected.dtype, expected.tolist(), "got", got.dtype, got.tolist())
    assert np.array_equal(np.asarray(got), expected)      # the numbers agree...
    assert got.dtype != x.dtype                            # ...but the dtype does not
    # float16 x with a float32 0-d array value: promoted too
    got16 = set_diagonal(jnp.zeros((3, 3), jnp.float16), jnp.float32(2.0))
    assert got16.dtype == jnp.float32
    print("verified")
