"""Correct: jnp.fill_diagonal with inplace=False, after converting value to x's dtype.

Violates: nothing (correct solution).
Verifying input: n in {0, 1, 3, 5}, float32/float16/int32/int8/bool, inf/nan data and value, int32 extremes, NumPy input unchanged, jitted with traced value -> matches np.fill_diagonal on a copy.
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    return jnp.fill_diagonal(x, jnp.asarray(value).astype(x.dtype), inplace=False)


if __name__ == "__main__":
    import numpy as np

    assert set_diagonal(jnp.zeros((2, 2)), 5.0).tolist() == [[5.0, 0.0], [0.0, 5.0]]
    rng = np.random.default_rng(12)
    f = jax.jit(set_diagonal)
    cases = [(rng.normal(size=(3, 3)).astype(np.float32), [np.nan, np.inf, -2.5]),
             (np.full((2, 2), np.inf, np.float32), [np.nan, 0.0]),
             (np.zeros((0, 0), np.float32), [1.0]),
             (np.ones((1, 1), np.float16), [3.0]),
             (np.array([[2**31 - 1, 16777217], [-2**31, 5]], np.int32), [2**31 - 1, -7]),
             (rng.integers(-128, 127, (5, 5)).astype(np.int8), [-128, 127]),
             (np.eye(3, dtype=bool), [False])]
    for x, vals in cases:
        keep = x.copy()
        for v in vals:
            ref = x.copy(); np.fill_diagonal(ref, v)
            for got in (set_diagonal(x, v), f(x, v), f(jnp.asarray(x), v)):
                got = np.asarray(got)
                assert got.dtype == x.dtype and got.shape == x.shape
                np.testing.assert_array_equal(got, ref)
        np.testing.assert_array_equal(x, keep)
    print("verified")
