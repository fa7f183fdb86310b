"""The student selected the diagonal with jnp.where against a Python float, so integer matrices pass through float32 and lose their low bits.

Violates: "Any values of its dtype: inf and nan included, integers up to both ends of their range." (the result must be ``x`` everywhere off the diagonal, with the same dtype).
Verifying input: x = int32 [[0, 16777217], [2147483000, 0]], value 1 -> the docstring requires the off-diagonal entries 16777217 and 2147483000 unchanged, this returns 16777216 and 2147483647.
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    on_diag = jnp.eye(n, dtype=bool)
    # value is a Python float (or a float tracer): where() promotes to float, so cast back
    return jnp.where(on_diag, value * 1.0, x).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    assert set_diagonal(jnp.zeros((2, 2)), 5.0).tolist() == [[5.0, 0.0], [0.0, 5.0]]
    for xn, v in [(np.arange(16.0, dtype=np.float32).reshape(4, 4), 2.5),
                  (np.array([[np.inf, np.nan], [-np.inf, 1.0]], np.float32), np.nan),
                  (np.zeros((0, 0), np.float32), 1.0),
                  (np.arange(9, dtype=np.int32).reshape(3, 3), 7)]:
        ref = xn.copy(); np.fill_diagonal(ref, v)
        got = np.asarray(jax.jit(set_diagonal)(xn, v))
        assert got.dtype == xn.dtype
        np.testing.assert_array_equal(got, ref)
    x = np.array([[0, 16777217], [2147483000, 0]], np.int32)
    got = np.asarray(set_diagonal(x, 1))
    assert got.dtype == np.int32
    assert got[0, 1] != 16777217 and got[1, 0] != 2147483000, got
    print("verified")
