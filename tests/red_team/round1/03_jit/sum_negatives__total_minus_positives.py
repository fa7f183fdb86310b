"""Computes sum(x) - sum(max(x, 0)): exact for integers, but float32 rounding swallows small negatives next to large positives, and +inf gives nan.

Violates: "A scalar (0-d array): the sum of all entries below zero".
Verifying input: x = [1e8, -1.0] (float32) -> the docstring requires -1.0, this returns 0.0; x = [inf, -1.0] gives nan.
"""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def sum_negatives(x: jax.Array) -> jax.Array:
    return jnp.sum(x) - jnp.sum(jnp.maximum(x, 0))


if __name__ == "__main__":
    assert sum_negatives(jnp.array([1.0, -2.0, 3.0, -4.0])).tolist() == -6.0
    assert sum_negatives(jnp.array([[1, -2], [3, 4]])).tolist() == -2
    ints = np.array([2**31 - 1, -5, 7, -2**30], np.int32)
    out = sum_negatives(ints)
    assert out.dtype == jnp.int32 and int(out) == -5 - 2**30
    x = np.random.default_rng(9).normal(size=(6, 7)).astype(np.float32)
    np.testing.assert_allclose(float(sum_negatives(x)), x[x < 0].astype(np.float64).sum(), rtol=1e-5)
    assert float(sum_negatives(jnp.zeros((0, 3)))) == 0.0
    assert float(sum_negatives(jnp.array([1e8, -1.0]))) == 0.0          # the contract requires -1.0
    assert np.isnan(float(sum_negatives(jnp.array([jnp.inf, -1.0]))))    # the contract requires -1.0
    print("verified")
