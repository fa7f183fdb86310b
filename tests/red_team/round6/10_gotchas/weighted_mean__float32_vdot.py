"""Correct: converts both inputs straight to float32 with jnp.asarray(..., dtype=jnp.float32) (lists, tuples, NumPy and JAX arrays alike) and uses a dot product at Precision.HIGHEST for the numerator.

Verifying input: checked against np.average in float64 on lists and tuples of ints and floats (ints past 2**31 included), NumPy int8/uint8/int16/float16/float32/float64 arrays, JAX int8/float16 arrays, zero weights among positive ones, jitted and not; result a float32 0-d array.
"""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def weighted_mean(values, weights):
    v = jnp.asarray(values, dtype=jnp.float32)
    w = jnp.asarray(weights, dtype=jnp.float32)
    return jnp.vdot(v, w, precision=lax.Precision.HIGHEST) / jnp.sum(w)   # full float32 products on every backend


if __name__ == "__main__":
    import numpy as np

    assert weighted_mean([1, 2, 3], [1, 1, 2]).tolist() == 2.25
    cases = [([1, 2, 3], [1, 1, 2]), ((1.5, -2, 3), (0, 1, 2)), ([3_000_000_000, 1], [1, 1]), ([0.1] * 7, list(range(7)))]
    rng = np.random.default_rng(0)
    for dtype in (np.int8, np.uint8, np.int16, np.float16, np.float32, np.float64):
        for n in (1, 5, 100):
            if np.issubdtype(dtype, np.integer):
                info = np.iinfo(dtype)
                v = rng.integers(info.min, info.max, size=n, endpoint=True).astype(dtype)
                w = rng.integers(0, info.max, size=n, endpoint=True).astype(dtype)
            else:
                v = (rng.normal(size=n) * (300 if dtype == np.float16 else 1e6)).astype(dtype)
                w = (rng.random(size=n) * (300 if dtype == np.float16 else 10)).astype(dtype)
            w[0] = max(w[0], 1)
            cases.append((v, w))
            cases.append((jnp.asarray(v), jnp.asarray(w)))
    jitted = jax.jit(weighted_mean)
    for v, w in cases:
        ref = np.average(np.asarray(v, np.float64), weights=np.asarray(w, np.float64))
        for fn in (weighted_mean,) + ((jitted,) if not isinstance(v, (list, tuple)) else ()):
            got = fn(v, w)
            assert got.dtype == jnp.float32 and got.shape == (), (got.dtype, got.shape)
            np.testing.assert_allclose(float(got), ref, rtol=2e-5, atol=1e-5 * float(np.max(np.abs(np.asarray(v, np.float64)))))
    print("verified")
