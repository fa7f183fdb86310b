"""Correct: a reduction with a mask argument, jnp.sum(x, where=x < 0), kept under @jax.jit.

Violates: nothing (correct solution).
Verifying input: float32/int32/float16/int8, empty, 0-d, all positive, int32 sums beyond 2**24 -> matches NumPy's x[x < 0].sum(), 0-d, dtype kept for float32/int32.
"""
EXERCISE = "jit.sum_negatives"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


@jax.jit
def sum_negatives(x: jax.Array) -> jax.Array:
    return jnp.sum(x, where=x < 0)


if __name__ == "__main__":
    import numpy as np

    assert sum_negatives(jnp.array([1.0, -2.0, 3.0, -4.0])).tolist() == -6.0
    assert sum_negatives(jnp.array([[1, -2], [3, 4]])).tolist() == -2
    rng = np.random.default_rng(9)
    cases = [rng.normal(size=(30,)).astype(np.float32), rng.integers(-1000, 1000, (4, 5)).astype(np.int32),
             np.zeros((0,), np.float32), np.zeros((0, 3), np.int32), np.array(3.0, np.float32), np.array(-3, np.int32),
             np.array([-16777217, 5, -3], np.int32), np.abs(rng.normal(size=(6, 2))).astype(np.float32),
             np.array([-np.inf, 1.0, np.inf], np.float32)]
    for x in cases:
        got = sum_negatives(x)
        assert got.shape == () and got.dtype == x.dtype
        want = x[x < 0].sum() if x.ndim else (x if x < 0 else x.dtype.type(0))
        np.testing.assert_allclose(np.asarray(got), want, rtol=1e-5)
    assert int(sum_negatives(jnp.array([-16777217, 5, -3], jnp.int32))) == -16777220
    np.testing.assert_allclose(float(sum_negatives(jnp.array([-1.5, 2.0], jnp.float16))), -1.5)
    print("verified")
