"""Masks with jnp.where(x < 0, x, 0.0): the float literal promotes integer input, so an int32 x gives a float32 sum.

Violates: "float32 for a float32 x, int32 for an int32 x".
Verifying input: x = jnp.array([[1, -2], [3, 4]]) (int32) -> the docstring requires int32 -2, this returns float32 -2.0.
"""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def sum_negatives(x: jax.Array) -> jax.Array:
    return jnp.where(x < 0, x, 0.0).sum()


if __name__ == "__main__":
    assert sum_negatives(jnp.array([1.0, -2.0, 3.0, -4.0])).tolist() == -6.0
    assert sum_negatives(jnp.array([[1, -2], [3, 4]])).tolist() == -2        # the value passes the doctest
    x = np.random.default_rng(10).normal(size=(5, 5)).astype(np.float32)
    out = sum_negatives(x)
    assert out.dtype == jnp.float32
    np.testing.assert_allclose(float(out), x[x < 0].astype(np.float64).sum(), rtol=1e-5)
    assert float(sum_negatives(jnp.array([jnp.inf, -jnp.inf, -1.0]))) == -np.inf
    got = sum_negatives(jnp.array([[1, -2], [3, 4]], jnp.int32))
    assert got.dtype == jnp.float32, got.dtype       # the contract requires int32
    print("verified")
