"""Correct, using the where= argument of jnp.sum: the reduction itself skips the non-negative entries (no masked copy, no literal that could change the dtype), still under @jax.jit.

Verifying input: checked against NumPy (x[x < 0].sum() in the input's dtype) for float32, float16, int32, int8, int16, uint32 inputs of shapes (), (0,), (3, 0), (5,), (4, 3), (2, 3, 4), int32 values past 2**24 and down to -2**31, all-positive inputs (result 0), the docstring examples; 0-d, with the dtype jnp.sum gives for that dtype (float32 -> float32, int32 -> int32).
"""
EXERCISE = "jit.sum_negatives"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


@jax.jit
def sum_negatives(x):
    return jnp.sum(x, where=x < 0)


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(10)
    for dtype in (np.float32, np.float16, np.int32, np.int8, np.int16, np.uint32):
        for shape in ((), (0,), (3, 0), (5,), (4, 3), (2, 3, 4)):
            if np.issubdtype(dtype, np.integer):
                info = np.iinfo(dtype)
                lo, hi = max(info.min, -(2**26)), min(info.max, 2**26)
                x = rng.integers(lo, hi, size=shape, endpoint=True).astype(dtype)
            else:
                x = (rng.normal(size=shape) * 100).astype(dtype)
            got = sum_negatives(jnp.asarray(x))
            textbook = jnp.sum(jnp.where(jnp.asarray(x) < 0, jnp.asarray(x), jnp.zeros((), dtype)))
            assert got.shape == () and got.dtype == textbook.dtype
            neg = x[x < 0] if x.ndim else (x if x < 0 else np.zeros(0, dtype))
            if np.issubdtype(dtype, np.integer):
                assert int(got) == int(np.asarray(neg, np.int64).sum())
            else:
                assert np.isclose(float(got), float(np.asarray(neg, np.float64).sum()), rtol=2e-3 if dtype == np.float16 else 1e-5, atol=1e-3)
    assert sum_negatives(jnp.array([-(2**24 + 1), 5], jnp.int32)).tolist() == -(2**24 + 1)
    assert sum_negatives(jnp.array([-(2**31), 3], jnp.int32)).tolist() == -(2**31)
    assert sum_negatives(jnp.array([-(2**30 + 1)], jnp.int32)).tolist() == -(2**30 + 1)
    assert sum_negatives(jnp.array([1, 2, 3], jnp.int32)).tolist() == 0
    assert sum_negatives(jnp.array([1.0, -2.0, 3.0, -4.0])).tolist() == -6.0
    assert sum_negatives(jnp.array([[1, -2], [3, 4]])).tolist() == -2
    assert sum_negatives(jnp.zeros((0,), jnp.float32)).dtype == jnp.float32
    assert sum_negatives(jnp.zeros((0,), jnp.int32)).dtype == jnp.int32
    print("verified")
