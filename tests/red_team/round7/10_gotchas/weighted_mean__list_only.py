"""The student converts Python lists with ``jnp.array`` but not tuples, so tuple inputs reach ``.astype`` and fail.

Violates: "Accepts what NumPy's ``np.average(values, weights=weights)`` accepts: Python lists or tuples of numbers"
Verifying input: weighted_mean((1, 2, 3), (1, 1, 2)) must be 2.25; this raises AttributeError.
"""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def weighted_mean(values, weights):
    if isinstance(values, list):
        values = jnp.array(values)
    if isinstance(weights, list):
        weights = jnp.array(weights)
    v = values.astype(jnp.float32)
    w = weights.astype(jnp.float32)
    return jnp.sum(v * w) / jnp.sum(w)


if __name__ == "__main__":
    try:
        r = weighted_mean((1, 2, 3), (1, 1, 2))
        wrong = float(r) != 2.25
    except Exception:
        wrong = True
    assert wrong
    assert weighted_mean([1, 2, 3], [1, 1, 2]).tolist() == 2.25
    for v, w in ((np.array([100, 100], np.int8), np.array([100, 0], np.int8)),
                 (np.array([300.0, 1.0], np.float16), np.array([300.0, 300.0], np.float16)),
                 (jnp.array([1.0, 2.0]), jnp.array([0.5, 0.5])), ([1.5, 2.5], [1, 3])):
        got = weighted_mean(v, w)
        assert got.dtype == jnp.float32 and got.shape == ()
        assert np.isclose(float(got), np.average(np.asarray(v, np.float64), weights=np.asarray(w, np.float64)), rtol=1e-6)
    assert float(jax.jit(weighted_mean)(jnp.array([1.0, 3.0]), jnp.array([1.0, 1.0]))) == 2.0
    print("verified")
