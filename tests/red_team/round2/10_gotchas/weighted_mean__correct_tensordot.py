"""Correct: everything converted to float32 up front, the numerator as a dot product (jnp.vdot).

Violates: nothing.
Verifying input: lists, tuples, NumPy and JAX arrays of int8/float16/int32/float32, under jit too -> matches np.average in float64.
"""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def weighted_mean(values, weights):
    v = jnp.asarray(values, dtype=jnp.float32)
    w = jnp.asarray(weights, dtype=jnp.float32)
    return jnp.vdot(v, w, precision=jax.lax.Precision.HIGHEST) / jnp.sum(w)


if __name__ == "__main__":
    assert weighted_mean([1, 2, 3], [1, 1, 2]).tolist() == 2.25
    rng = np.random.default_rng(1)
    cases = [
        ([1, 2, 3], [1, 1, 2]),
        ((1.5, -2.0, 3), (0, 2, 1.0)),
        (np.array([100, -128, 127], np.int8), np.array([127, 100, 3], np.int8)),
        (np.array([300, 1, 2], np.float16), np.array([300, 1, 0], np.float16)),
        ([1, 2, 3], [2**30, 2**30, 2**30]),
        (rng.normal(size=50).astype(np.float32), rng.uniform(size=50).astype(np.float32)),
    ]
    for v, w in cases:
        ref = np.average(np.asarray(v, np.float64), weights=np.asarray(w, np.float64))
        for fn in (weighted_mean, jax.jit(weighted_mean)):
            out = fn(v, w)
            assert out.shape == () and out.dtype == jnp.float32
            np.testing.assert_allclose(float(out), ref, rtol=1e-5, atol=1e-6)
        out = weighted_mean(jnp.asarray(v), jnp.asarray(w))
        np.testing.assert_allclose(float(out), ref, rtol=1e-5, atol=1e-6)
    print("verified")
