"""Correct: inside jax.enable_x64 it converts to float64 and takes the dot product with a float64 vector of ones instead of calling jnp.sum.

Verifying input: compared with np.sum in float64 (rtol 1e-13) on float64 with large/small magnitudes, float32, int8, uint8, int64, bool-free integer arrays, empty and length-1 arrays, inf and nan; result a 0-d float64 jax.Array; jax_enable_x64 unchanged afterwards (off before, and on before).
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def precise_sum(x):
    with jax.enable_x64(True):
        x64 = jnp.asarray(x, dtype=jnp.float64)
        return jnp.dot(jnp.ones(x64.shape[0], jnp.float64), x64, precision=lax.Precision.HIGHEST)


if __name__ == "__main__":
    import numpy as np

    assert precise_sum(np.array([1e8 + 0.5, 0.25])).tolist() == 100000000.75
    rng = np.random.default_rng(0)
    arrays = [
        np.array([1e8 + 0.5, 0.25]),
        rng.normal(size=1000) * 1e8,
        rng.normal(size=300) * 10.0 ** rng.integers(-10, 10, size=300),
        np.array([2**24, 1, 1], np.float32),
        rng.normal(size=500).astype(np.float32),
        rng.integers(-128, 128, size=400).astype(np.int8),
        np.full(300, 255, np.uint8),
        np.array([2**40, 3], np.int64),
        np.array([], np.float64),
        np.array([7.5]),
        np.array([1.0, np.inf]),
        np.array([1.0, np.nan]),
        np.array([np.inf, -np.inf]),
    ]
    for before in (False, True):
        jax.config.update("jax_enable_x64", before)
        for x in arrays:
            copy = x.copy()
            got = precise_sum(x)
            assert isinstance(got, jax.Array) and got.dtype == np.float64 and got.shape == ()
            want = np.sum(x.astype(np.float64))
            np.testing.assert_allclose(got.tolist(), want, rtol=1e-13, atol=1e-300, equal_nan=True)
            assert np.array_equal(x, copy, equal_nan=True)
            assert jax.config.jax_enable_x64 is before
    jax.config.update("jax_enable_x64", False)
    assert jnp.ones(2).dtype == jnp.float32
    print("verified")
