"""Draws one mask for the last axis and broadcasts it over the other axes (whole features dropped): right on vectors, not independent on matrices.

Violates: "Each element is set to zero with probability rate, independently of the others".
Verifying input: key(0), x = ones((50, 8)), rate = 0.5 -> the docstring requires independent zeros in every row, this gives every row the same zero pattern.
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp
import numpy as np


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape[-1:])
    keep = jnp.broadcast_to(keep, x.shape)
    return jnp.where(keep, x / (1.0 - rate), jnp.zeros_like(x)).astype(x.dtype)


if __name__ == "__main__":
    y = dropout(jax.random.key(0), jnp.ones(6), 0.5)
    assert sorted(set(y.tolist())) in ([0.0, 2.0], [0.0], [2.0])
    x = jax.random.normal(jax.random.key(1), (4000,))
    f = jax.jit(dropout)
    assert np.array_equal(np.asarray(f(jax.random.key(2), x, 0.0)), np.asarray(x))
    assert np.array_equal(np.asarray(f(jax.random.key(2), x, 1.0)), np.zeros(4000, np.float32))
    y = np.asarray(f(jax.random.key(3), x, 0.3))
    kept = y != 0
    assert abs(kept.mean() - 0.7) < 0.03
    np.testing.assert_allclose(y[kept], np.asarray(x)[kept] / 0.7, rtol=1e-6)
    m = np.asarray(dropout(jax.random.key(0), jnp.ones((50, 8)), 0.5)) == 0
    assert (m == m[0]).all(), m   # independent elements would differ between rows
    print("verified")
