"""Drops exactly round(rate * n) elements chosen at random, instead of each element independently with probability rate.

Violates: "Each element is set to zero with probability rate, independently of the others".
Verifying input: 500 keys, x = ones(10), rate = 0.5 -> the docstring requires a Binomial(10, 0.5) number of zeros (variance 2.5), this always drops exactly 5 (variance 0).
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp
import numpy as np


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    n = x.size
    n_drop = jnp.round(rate * n).astype(jnp.int32)
    order = jnp.argsort(jax.random.uniform(key, (n,)))
    position = jnp.zeros(n, jnp.int32).at[order].set(jnp.arange(n, dtype=jnp.int32))
    drop = (position < n_drop).reshape(x.shape)
    return jnp.where(drop, jnp.zeros_like(x), (x / (1 - rate)).astype(x.dtype))


if __name__ == "__main__":
    y = dropout(jax.random.key(0), jnp.ones(6), 0.5)
    assert sorted(set(y.tolist())) in ([0.0, 2.0], [0.0], [2.0])
    x = jax.random.normal(jax.random.key(1), (40, 50))
    f = jax.jit(dropout)
    assert np.array_equal(np.asarray(f(jax.random.key(2), x, 0.0)), np.asarray(x))
    assert np.array_equal(np.asarray(f(jax.random.key(2), x, 1.0)), np.zeros((40, 50), np.float32))
    y = np.asarray(f(jax.random.key(3), x, 0.3))
    kept = y != 0
    assert abs(kept.mean() - 0.7) < 0.02
    np.testing.assert_allclose(y[kept], np.asarray(x)[kept] / 0.7, rtol=1e-6)
    zeros = jax.vmap(lambda k: (dropout(k, jnp.ones(10), 0.5) == 0).sum())(jax.random.split(jax.random.key(4), 500))
    assert np.asarray(zeros).var() == 0.0 and set(np.asarray(zeros).tolist()) == {5}   # binomial needed
    print("verified")
