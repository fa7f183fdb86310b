"""Computes the standard deviation by hand in x's own dtype: for float16 the squared deviations overflow to inf above 256, so the result collapses to 0.

Violates: "Returns: An array of the same shape and dtype as x" holding "(x - mean) / (std + 1e-6)".
Verifying input: x = [[-300.], [300.]] (float16) -> the docstring requires [[-1.], [1.]] in float16, this returns [[0.], [0.]].
"""
EXERCISE = "jit.standardize"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def standardize(x: jax.Array) -> jax.Array:
    mean = jnp.mean(x, axis=0)
    centred = x - mean
    std = jnp.sqrt(jnp.mean(centred * centred, axis=0))
    return centred / (std + 1e-6)


def _st_fo_ref(x):
    x = np.asarray(x, np.float64)
    return (x - x.mean(0)) / (x.std(0) + 1e-6)


if __name__ == "__main__":
    assert standardize(jnp.array([[1.0, 10.0], [3.0, 10.0]])).round(3).tolist() == [[-1.0, 0.0], [1.0, 0.0]]
    x = np.random.default_rng(3).normal(size=(50, 4)).astype(np.float32) * 100 + 1e4
    out = standardize(x)
    assert out.dtype == jnp.float32
    np.testing.assert_allclose(np.asarray(out), _st_fo_ref(x), rtol=1e-3, atol=1e-3)
    h = np.random.default_rng(4).normal(size=(20, 3)).astype(np.float16) * 4
    oh = standardize(h)
    assert oh.dtype == jnp.float16
    np.testing.assert_allclose(np.asarray(oh, np.float64), _st_fo_ref(h), rtol=2e-2, atol=2e-2)
    bad = standardize(jnp.array([[-300.0], [300.0]], jnp.float16))
    assert bad.dtype == jnp.float16 and np.asarray(bad, np.float64).tolist() == [[0.0], [0.0]], bad   # contract: [[-1], [1]]
    print("verified")
