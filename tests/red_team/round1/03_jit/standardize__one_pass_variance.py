"""Computes the variance in one pass as E[x^2] - E[x]^2: catastrophic cancellation for columns with a large mean.

Violates: "Computes (x - mean) / (std + 1e-6) with the mean and the (population, ddof=0) standard deviation taken over axis 0".
Verifying input: x = 10000 + [[-1], [1], [-1], [1]] (float32) -> the docstring requires [[-1], [1], [-1], [1]], this returns values far from +-1 (or nan / 1e6-scale).
"""
EXERCISE = "jit.standardize"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def standardize(x: jax.Array) -> jax.Array:
    mean = jnp.mean(x, axis=0)
    var = jnp.mean(x * x, axis=0) - mean * mean
    std = jnp.sqrt(jnp.maximum(var, 0.0))
    return ((x - mean) / (std + 1e-6)).astype(x.dtype)


def _st_op_ref(x):
    x = np.asarray(x, np.float64)
    return (x - x.mean(0)) / (x.std(0) + 1e-6)


if __name__ == "__main__":
    assert standardize(jnp.array([[1.0, 10.0], [3.0, 10.0]])).round(3).tolist() == [[-1.0, 0.0], [1.0, 0.0]]
    x = np.random.default_rng(2).normal(size=(64, 5)).astype(np.float32) * 3 + 1
    np.testing.assert_allclose(np.asarray(standardize(x)), _st_op_ref(x), rtol=1e-3, atol=1e-3)
    big = (10000 + np.array([[-1.0], [1.0], [-1.0], [1.0]])).astype(np.float32)
    out = np.asarray(standardize(big))
    assert np.abs(out - _st_op_ref(big)).max() > 0.5, out    # the contract requires +-1
    print("verified")
