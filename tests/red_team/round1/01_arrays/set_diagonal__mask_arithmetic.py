"""Blends the diagonal in with an identity mask (x*(1-I) + value*I): an inf or nan on x's diagonal turns into nan instead of value.

Violates: "x everywhere except result[k, k] == value for every k".
Verifying input: x = [[inf, 1], [2, 3]] (float32), value = 5.0 -> the docstring requires [[5, 1], [2, 5]], this returns [[nan, 1], [2, 5]].
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    eye = jnp.eye(x.shape[0], dtype=x.dtype)
    return (x * (1 - eye) + jnp.asarray(value, x.dtype) * eye).astype(x.dtype)


if __name__ == "__main__":
    assert set_diagonal(jnp.zeros((2, 2)), 5.0).tolist() == [[5.0, 0.0], [0.0, 5.0]]
    a = np.random.default_rng(0).normal(size=(4, 4)).astype(np.float32)
    ref = a.copy(); np.fill_diagonal(ref, 2.5)
    np.testing.assert_allclose(np.asarray(jax.jit(set_diagonal)(a, 2.5)), ref, rtol=1e-6)
    bad = np.array([[np.inf, 1.0], [2.0, 3.0]], np.float32)
    out = np.asarray(set_diagonal(bad, 5.0))
    assert np.isnan(out[0, 0]), out   # the contract requires 5.0 here
    print("verified")
