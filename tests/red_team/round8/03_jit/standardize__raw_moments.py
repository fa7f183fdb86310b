"""The student takes the variance as ``mean(x**2) - mean(x)**2``, which cancels catastrophically in float32 for columns far from 0 (the result is garbage or nan).

Violates: "Computes (x - mean) / (std + 1e-6) with the mean and the (population, ddof=0) standard deviation taken over axis 0"
Verifying input: standardize(jnp.array([[10000.0], [10001.0], [10002.0], [10003.0]])) must be about [-1.342, -0.447, 0.447, 1.342]; this returns values far off (or nan).
"""
EXERCISE = "jit.standardize"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def standardize(x: jax.Array) -> jax.Array:
    mean = jnp.mean(x, axis=0)
    var = jnp.mean(x * x, axis=0) - mean * mean
    std = jnp.sqrt(jnp.maximum(var, 0.0))
    return (x - mean) / (std + 1e-6)


if __name__ == "__main__":
    assert standardize(jnp.array([[1.0, 10.0], [3.0, 10.0]])).round(3).tolist() == [[-1.0, 0.0], [1.0, 0.0]]
    x = np.array([[10000.0], [10001.0], [10002.0], [10003.0]], np.float32)
    x64 = x.astype(np.float64)
    ref = (x64 - x64.mean(0)) / (x64.std(0) + 1e-6)
    got = np.asarray(standardize(jnp.asarray(x)), np.float64)
    print("expected", ref.ravel().round(3).tolist(), "got", got.ravel().round(3).tolist())
    assert not np.allclose(got, ref, rtol=1e-2, atol=1e-2)
    print("flaw shown")
