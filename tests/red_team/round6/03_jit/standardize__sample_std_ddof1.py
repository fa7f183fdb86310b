"""The student uses the sample standard deviation (ddof=1) instead of the population one.

Violates: "the (population, ``ddof=0``) standard deviation taken over axis 0"
Verifying input: x = [[1.0, 10.0], [3.0, 10.0]] -> requires [[-1, 0], [1, 0]], this returns [[-0.7071, 0], [0.7071, 0]].
"""
EXERCISE = "jit.standardize"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def standardize(x):
    mean = x.mean(axis=0)
    std = x.std(axis=0, ddof=1)
    return (x - mean) / (std + 1e-6)


if __name__ == "__main__":
    import numpy as np

    x = np.array([[1.0, 10.0], [3.0, 10.0]])
    expected = (x - x.mean(0)) / (x.std(0) + 1e-6)
    got = np.asarray(standardize(jnp.asarray(x, jnp.float32)))
    print("expected", expected.round(4).tolist(), "got", got.round(4).tolist())
    assert not np.allclose(got, expected, atol=1e-3)
    print("verified")
