"""The student computes the variance in one pass as mean(x**2) - mean(x)**2, which cancels catastrophically in float32 when a column's mean is large compared with its spread.

Violates: "Computes ``(x - mean) / (std + 1e-6)`` with the mean and the (population, ``ddof=0``) standard deviation taken over axis 0"
Verifying input: x = float32 [[10000.0], [10001.0], [10002.0], [10003.0]] -> requires about [[-1.3416], [-0.4472], [0.4472], [1.3416]], this returns values off by a large factor (or nan/inf).
"""
EXERCISE = "jit.standardize"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def standardize(x):
    mean = jnp.mean(x, axis=0)
    var = jnp.mean(x * x, axis=0) - mean * mean
    return (x - mean) / (jnp.sqrt(var) + 1e-6)


if __name__ == "__main__":
    import numpy as np

    x = np.array([[10000.0], [10001.0], [10002.0], [10003.0]])
    expected = (x - x.mean(0)) / (x.std(0) + 1e-6)
    got = np.asarray(standardize(jnp.asarray(x, jnp.float32)), np.float64)
    print("expected", expected.ravel().round(4).tolist(), "got", got.ravel().round(4).tolist())
    assert not np.allclose(got, expected, rtol=1e-2, atol=1e-2)
    print("verified")
