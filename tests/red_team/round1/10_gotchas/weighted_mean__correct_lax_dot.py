"""Correct: converts both inputs to float32 explicitly (exact for int8/float16 and their products) and uses lax.dot and lax.reduce.

Violates: nothing (correct solution).
Verifying input: lists, tuples, NumPy and JAX arrays of int8/float16/float32, under jit -> matches np.average in float64.
"""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def weighted_mean(values, weights) -> jax.Array:
    v = jnp.asarray(values, dtype=jnp.float32)
    w = jnp.asarray(weights, dtype=jnp.float32)
    num = lax.dot(v, w, precision=lax.Precision.HIGHEST)
    den = lax.reduce(w, np.float32(0), lax.add, (0,))
    return lax.div(num, den)


if __name__ == "__main__":
    assert weighted_mean([1, 2, 3], [1, 1, 2]).tolist() == 2.25
    rng = np.random.default_rng(1)
    cases = [
        ([1, 2.5, -3], (1, 0, 2)),
        (np.array([100, 100, -128], np.int8), np.array([2, 2, 127], np.int8)),
        (np.array([300, 1, 65000], np.float16), np.array([300, 1, 0.5], np.float16)),
        (rng.normal(size=50).astype(np.float32), rng.random(50).astype(np.float32)),
        (jnp.arange(5), jnp.array([0, 0, 1, 0, 0])),
    ]
    for values, weights in cases:
        expected = np.average(np.asarray(values, np.float64), weights=np.asarray(weights, np.float64))
        for f in (weighted_mean, jax.jit(weighted_mean)):
            if f is not weighted_mean and isinstance(values, (list, tuple)):
                values_, weights_ = jnp.asarray(values, jnp.float32), jnp.asarray(weights, jnp.float32)
            else:
                values_, weights_ = values, weights
            out = f(values_, weights_)
            assert out.dtype == jnp.float32 and out.shape == ()
            assert np.isclose(float(out), expected, rtol=1e-5, atol=1e-6), (out, expected)
    print("verified")
