"""The student uses the one-pass variance E[x**2] - E[x]**2, which cancels catastrophically in float32 for columns with a large mean.

Violates: "x: a float array of shape ``(rows, columns)``." / "Computes ``(x - mean) / (std + 1e-6)`` with the mean and the (population, ``ddof=0``) standard deviation"
Verifying input: a column [10000, 10001, 10002, 10003] (float32): std is 1.118, result about [-1.34, -0.45, 0.45, 1.34]; this returns values far off (or nan).
"""
EXERCISE = "jit.standardize"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def standardize(x):
    mean = jnp.mean(x, axis=0)
    var = jnp.mean(x * x, axis=0) - mean * mean
    return (x - mean) / (jnp.sqrt(var) + 1e-6)


if __name__ == "__main__":
    def ref(x):
        x = np.asarray(x, np.float64)
        return (x - x.mean(0)) / (x.std(0) + 1e-6)

    off = np.array([[10000.0], [10001.0], [10002.0], [10003.0]], np.float32)
    got = np.asarray(standardize(jnp.asarray(off)))
    assert not np.allclose(got, ref(off), atol=1e-2), got
    rng = np.random.default_rng(0)
    for x in (rng.normal(size=(16, 8)).astype(np.float32), np.array([[1.0, 10.0], [3.0, 10.0]], np.float32),
              (3 * rng.normal(size=(7, 3)) + 2).astype(np.float32)):
        y = standardize(jnp.asarray(x))
        assert y.dtype == x.dtype and np.allclose(np.asarray(y), ref(x), atol=1e-3)
    print("verified")
