"""The student computes the mean and variance with plain sums in the input dtype, so float16 column sums overflow to inf.

Violates: "x: a float array of shape ``(rows, columns)``." / "An array of the same shape and dtype as ``x``" standardised per column
Verifying input: a (16, 2) float16 array with values around 5000 (column sum 80000 > 65504): must be about +-1; this returns nan.
"""
EXERCISE = "jit.standardize"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def standardize(x):
    n = x.shape[0]
    mean = x.sum(axis=0) / n
    var = ((x - mean) ** 2).sum(axis=0) / n
    return (x - mean) / (jnp.sqrt(var) + 1e-6)


if __name__ == "__main__":
    def ref(x):
        x = np.asarray(x, np.float64)
        return (x - x.mean(0)) / (x.std(0) + 1e-6)

    big = np.tile(np.array([[5000.0], [5002.0]], np.float16), (8, 2))
    got = np.asarray(standardize(jnp.asarray(big)), np.float64)
    assert not np.allclose(got, ref(big), atol=1e-2)
    rng = np.random.default_rng(0)
    for x in (rng.normal(size=(16, 8)).astype(np.float32), np.array([[1.0, 10.0], [3.0, 10.0]], np.float32),
              rng.normal(size=(5, 3)).astype(np.float16)):
        y = standardize(jnp.asarray(x))
        assert y.dtype == x.dtype and y.shape == x.shape
        assert np.allclose(np.asarray(y, np.float64), ref(x), atol=1e-2 if x.dtype == np.float16 else 1e-4)
    print("verified")
