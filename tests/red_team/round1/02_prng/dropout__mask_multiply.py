"""Applies a float 0/1 mask, floor(keep_prob + uniform), by multiplication: a dropped inf (or nan) element becomes nan instead of 0.

Violates: "each element 0 or x / (1 - rate)" (and "Each element is set to zero with probability rate").
Verifying input: key(0), x = [inf]*64, rate = 0.5 -> the docstring requires each element 0 or inf, this returns nan for the dropped ones.
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    keep_prob = 1.0 - rate
    binary = jnp.floor(keep_prob + jax.random.uniform(key, x.shape))   # 1.0 with probability keep_prob
    scale = jnp.where(rate < 1.0, 1.0 / jnp.where(rate < 1.0, keep_prob, 1.0), 0.0)
    return (x * binary * scale).astype(x.dtype)


if __name__ == "__main__":
    y = dropout(jax.random.key(0), jnp.ones(6), 0.5)
    assert sorted(set(y.tolist())) in ([0.0, 2.0], [0.0], [2.0])
    x = jax.random.normal(jax.random.key(1), (2000,))
    f = jax.jit(dropout)
    assert np.array_equal(np.asarray(f(jax.random.key(2), x, 0.0)), np.asarray(x))
    assert np.array_equal(np.asarray(f(jax.random.key(2), x, 1.0)), np.zeros(2000, np.float32))
    y = np.asarray(f(jax.random.key(3), x, 0.25))
    kept = y != 0
    assert abs(kept.mean() - 0.75) < 0.05
    np.testing.assert_allclose(y[kept], np.asarray(x)[kept] / 0.75, rtol=1e-6)
    assert dropout(jax.random.key(0), jnp.ones(4, jnp.float16), 0.5).dtype == jnp.float16
    out = np.asarray(dropout(jax.random.key(0), jnp.full(64, jnp.inf), 0.5))
    assert np.isnan(out).any(), out   # the contract allows only 0 or inf here
    out = np.asarray(f(jax.random.key(0), jnp.full(64, jnp.inf), 0.5))
    assert np.isnan(out).any(), out
    print("verified")
