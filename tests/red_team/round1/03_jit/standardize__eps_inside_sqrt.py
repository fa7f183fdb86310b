"""Uses the batch-norm form (x - mean) / sqrt(var + 1e-6) instead of the specified (x - mean) / (std + 1e-6): wrong for small spreads.

Violates: "Computes (x - mean) / (std + 1e-6)".
Verifying input: x = [[-1e-3], [1e-3]] (float32) -> the docstring requires [[-0.999], [0.999]], this returns [[-0.707], [0.707]].
"""
EXERCISE = "jit.standardize"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def standardize(x: jax.Array) -> jax.Array:
    mean = jnp.mean(x, axis=0)
    var = jnp.var(x, axis=0)
    return ((x - mean) / jnp.sqrt(var + 1e-6)).astype(x.dtype)


def _st_es_ref(x):
    x = np.asarray(x, np.float64)
    return (x - x.mean(0)) / (x.std(0) + 1e-6)


if __name__ == "__main__":
    assert standardize(jnp.array([[1.0, 10.0], [3.0, 10.0]])).round(3).tolist() == [[-1.0, 0.0], [1.0, 0.0]]
    x = np.random.default_rng(5).normal(size=(40, 6)).astype(np.float32) * 2 - 7
    np.testing.assert_allclose(np.asarray(standardize(x)), _st_es_ref(x), rtol=1e-4, atol=1e-4)
    small = np.array([[-1e-3], [1e-3]], np.float32)
    out = np.asarray(standardize(small))
    assert abs(out[1, 0] - 0.7071) < 1e-3 and abs(_st_es_ref(small)[1, 0] - 0.999) < 1e-3, out
    print("verified")
