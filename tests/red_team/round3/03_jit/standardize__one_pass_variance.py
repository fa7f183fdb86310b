"""The student computes the variance in one pass as ``mean(x**2) - mean(x)**2``, which cancels catastrophically in float32 when the data sit far from zero.

Violates: "Computes ``(x - mean) / (std + 1e-6)`` with the mean and the (population, ``ddof=0``) standard deviation taken over axis 0"
Verifying input: x = [[9999.], [10001.], [9999.], [10001.]] (float32) -> requires [-1, 1, -1, 1], this returns [-1e6, 1e6, -1e6, 1e6] (the variance cancels to 0); with noisier data it can go negative and give nan.
"""
EXERCISE = "jit.standardize"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def standardize(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    mean = jnp.mean(x, axis=0)
    var = jnp.mean(x * x, axis=0) - mean * mean
    return ((x - mean) / (jnp.sqrt(var) + 1e-6)).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    def ref(x):
        x = np.asarray(x, np.float64)
        return (x - x.mean(0)) / (x.std(0) + 1e-6)

    assert standardize(jnp.array([[1.0, 10.0], [3.0, 10.0]])).round(3).tolist() == [[-1.0, 0.0], [1.0, 0.0]]
    x = np.random.default_rng(0).normal(size=(64, 5)).astype(np.float32)
    got = jax.jit(standardize)(x)
    assert got.dtype == jnp.float32 and got.shape == x.shape
    np.testing.assert_allclose(np.asarray(got), ref(x), rtol=1e-4, atol=1e-4)
    # the violation: data far from zero
    col = standardize(jnp.array([[9999.0], [10001.0], [9999.0], [10001.0]])).ravel().tolist()
    assert col == [-1e6, 1e6, -1e6, 1e6], col
    far = (10000.0 + np.random.default_rng(1).normal(size=(256, 3))).astype(np.float32)
    got = np.asarray(standardize(far))
    want = ref(far)
    err = np.nanmax(np.abs(got - want)) if not np.isnan(got).all() else np.inf
    assert np.isnan(got).any() or err > 0.1, err
    print("verified")
