"""Correct, NumPy-``fill_diagonal`` style: flatten the matrix and write every (n+1)-th element with a strided ``.at[::n + 1]`` update, then reshape back.

Violates: nothing (correct solution in an unusual style).
Verifying input: x = jnp.arange(9.0).reshape(3, 3), value = -1.0 -> requires the diagonal set to -1, this returns exactly np.fill_diagonal's result (also for n = 0, inf/nan, int32 extremes, NumPy inputs, traced value).
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    v = lax.convert_element_type(value, x.dtype)
    return x.reshape(-1).at[:: n + 1].set(v).reshape(x.shape)


if __name__ == "__main__":
    import numpy as np

    def ref(x, v):
        y = np.array(x, copy=True)
        np.fill_diagonal(y, v)
        return y

    rng = np.random.default_rng(0)
    cases = [(np.zeros((2, 2), np.float32), 5.0), (np.arange(9.0, dtype=np.float32).reshape(3, 3), -1.0),
             (np.zeros((0, 0), np.float32), 3.0), (np.zeros((1, 1), np.float32), np.nan),
             (np.array([[np.inf, np.nan], [-np.inf, -0.0]], np.float32), np.inf),
             (rng.standard_normal((7, 7)).astype(np.float16), -np.inf),
             (np.array([[2**31 - 1, -2**31], [-2**31, 2**31 - 1]], np.int32), 7),
             (np.array([[1, 2], [3, 4]], np.int32), -2**31),
             (rng.integers(0, 255, (5, 5)).astype(np.uint8), 255),
             (rng.standard_normal((6, 6)).astype(np.float32), 1e-30)]
    jf = jax.jit(set_diagonal)
    for x, v in cases:
        want = ref(x, v)
        for f, xin in [(set_diagonal, x), (set_diagonal, jnp.asarray(x)), (jf, jnp.asarray(x))]:
            x_before = np.array(xin, copy=True)
            got = f(xin, v)
            assert got.dtype == x.dtype and got.shape == x.shape
            np.testing.assert_array_equal(np.asarray(got), want)
            np.testing.assert_array_equal(np.asarray(xin), x_before)   # input untouched
    assert set_diagonal(jnp.zeros((2, 2)), 5.0).tolist() == [[5.0, 0.0], [0.0, 5.0]]
    # traced value: one compilation serves every value
    jf._clear_cache()
    for v in [1.0, 2.0, np.nan]:
        jf(jnp.zeros((4, 4)), v)
    assert jf._cache_size() == 1
    print("verified")
