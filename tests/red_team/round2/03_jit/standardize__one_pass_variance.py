"""The student computes the variance in one pass as E[x^2] - E[x]^2, which cancels catastrophically in float32 when a column's mean is large compared with its spread.

Violates: "Computes ``(x - mean) / (std + 1e-6)`` with the mean and the (population, ``ddof=0``) standard deviation taken over axis 0".
Verifying input: x = [[10000.0], [10001.0], [10002.0], [10003.0]] -> requires [-1.342, -0.447, 0.447, 1.342], this returns values off by far more than 1e-3 (E[x^2] - E[x]^2 loses the spread).
"""
EXERCISE = "jit.standardize"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def standardize(x: jax.Array) -> jax.Array:
    mean = jnp.mean(x, axis=0)
    var = jnp.mean(x * x, axis=0) - mean * mean
    std = jnp.sqrt(jnp.maximum(var, 0.0))
    return (x - mean) / (std + 1e-6)


if __name__ == "__main__":
    import numpy as np

    assert standardize(jnp.array([[1.0, 10.0], [3.0, 10.0]])).round(3).tolist() == [[-1.0, 0.0], [1.0, 0.0]]
    def ref(x):
        x = x.astype(np.float64)
        return (x - x.mean(0)) / (x.std(0) + 1e-6)
    rng = np.random.default_rng(2)
    for shape in [(50, 4), (3, 7), (1, 5), (200, 1)]:
        x = rng.normal(size=shape).astype(np.float32) * 3 + 1
        np.testing.assert_allclose(np.asarray(standardize(x)), ref(x), rtol=1e-4, atol=1e-4)
    x = np.array([[10000.0], [10001.0], [10002.0], [10003.0]], np.float32)
    err = np.abs(np.asarray(standardize(x)) - ref(x)).max()
    assert err > 1e-2, err
    print("verified")
