"""Correct: a reduction with a mask argument, jnp.sum(x, where=x < 0), under the kept @jax.jit (shapes never depend on values).

Violates: nothing.
Verifying input: float32 with inf/-inf/-0.0, int32 extremes, 3-D, empty, no negatives, 1e8 next to -1 -> equals NumPy's sum of x[x < 0] in x's dtype.
"""
EXERCISE = "jit.sum_negatives"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def sum_negatives(x: jax.Array) -> jax.Array:
    return jnp.sum(x, where=x < 0)


if __name__ == "__main__":
    assert sum_negatives(jnp.array([1.0, -2.0, 3.0, -4.0])).tolist() == -6.0
    assert sum_negatives(jnp.array([[1, -2], [3, 4]])).tolist() == -2
    rng = np.random.default_rng(14)
    cases = [
        np.array([np.inf, -1.0, -0.0, 2.0], np.float32),
        np.array([1e8, -1.0], np.float32),
        np.array([-np.inf, 5.0], np.float32),
        np.array([2**31 - 1, -5, 7, -2**30], np.int32),
        rng.integers(-100, 100, size=(3, 4, 5)).astype(np.int32),
        rng.normal(size=(6, 7)).astype(np.float32),
        np.zeros((0, 3), np.float32),
        np.zeros((0,), np.int32),
        np.array([1.0, 2.0], np.float32),
    ]
    for x in cases:
        out = sum_negatives(x)
        assert out.shape == () and out.dtype == x.dtype, (out.dtype, x.dtype)
        want = x[x < 0].astype(np.float64).sum()
        if np.issubdtype(x.dtype, np.integer):
            assert int(out) == int(want)
        else:
            np.testing.assert_allclose(float(out), want, rtol=1e-5)
    h = np.array([-1.5, 2.0, -0.25], np.float16)
    assert sum_negatives(h).dtype == jnp.float16 and float(sum_negatives(h)) == -1.75
    print("verified")
