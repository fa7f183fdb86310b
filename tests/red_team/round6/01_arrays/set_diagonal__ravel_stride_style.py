"""Correct, in NumPy's own style: the diagonal of an (n, n) matrix is every (n + 1)-th element of its flattened copy, written with one strided .at[::n+1].set.

Verifying input: checked against np.fill_diagonal on a copy for n in 0..6, float32/float16/int8/int32/uint8, inf/nan values and values, integer extremes, NumPy and JAX inputs, eagerly and under jax.jit with traced value; the input is left unmodified.
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def set_diagonal(x, value):
    x = jnp.asarray(x)
    n = x.shape[0]
    flat = x.reshape(-1)
    filled = flat.at[:: n + 1].set(jnp.asarray(value).astype(x.dtype))
    return filled.reshape(x.shape)


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(0)
    jitted = jax.jit(set_diagonal)
    cases = 0
    for n in range(7):
        for dtype in (np.float32, np.float16, np.int8, np.int32, np.uint8):
            if np.issubdtype(dtype, np.integer):
                info = np.iinfo(dtype)
                x = rng.integers(info.min, info.max, size=(n, n), endpoint=True, dtype=dtype)
                if n:
                    x[0, -1] = info.min; x[-1, 0] = info.max
                values = [0, 7, int(info.max), int(info.min)]
            else:
                x = rng.normal(size=(n, n)).astype(dtype) * 100
                if n > 1:
                    x[0, 1] = np.inf; x[1, 0] = np.nan; x[-1, 0] = -np.inf
                values = [5.0, float("inf"), float("-inf"), float("nan"), -0.0]
            for value in values:
                before = x.copy()
                expected = x.copy()
                np.fill_diagonal(expected, np.asarray(value).astype(dtype))
                for fn in (set_diagonal, jitted):
                    for arg in (x, jnp.asarray(x)):
                        got = fn(arg, value)
                        assert got.dtype == x.dtype and got.shape == (n, n)
                        assert np.array_equal(np.asarray(got), expected, equal_nan=np.issubdtype(dtype, np.floating)), (n, dtype, value)
                assert np.array_equal(x, before, equal_nan=np.issubdtype(dtype, np.floating))
                cases += 1
    # traced value under jit: one compile for many values
    assert jitted(jnp.zeros((3, 3)), jnp.float32(2.5)).tolist() == [[2.5, 0, 0], [0, 2.5, 0], [0, 0, 2.5]]
    assert set_diagonal(jnp.zeros((2, 2)), 5.0).tolist() == [[5.0, 0.0], [0.0, 5.0]]
    print(cases, "cases")
    print("verified")
