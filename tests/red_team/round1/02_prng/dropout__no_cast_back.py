"""Never casts back to x's dtype: with rate given as a float32 scalar (NumPy np.float32 or a 0-d jnp array), float16 x comes back float32.

Violates: "An array of the same shape and dtype as x" (rate: "a Python float or a traced scalar").
Verifying input: key(0), x = ones(8, float16), rate = np.float32(0.5) -> the docstring requires float16, this returns float32.
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    return jnp.where(keep, x / (1.0 - rate), 0.0)


if __name__ == "__main__":
    y = dropout(jax.random.key(0), jnp.ones(6), 0.5)
    assert sorted(set(y.tolist())) in ([0.0, 2.0], [0.0], [2.0])
    x = jax.random.normal(jax.random.key(1), (3000,))
    f = jax.jit(dropout)
    assert np.array_equal(np.asarray(f(jax.random.key(2), x, 0.0)), np.asarray(x))
    assert np.array_equal(np.asarray(f(jax.random.key(2), x, 1.0)), np.zeros(3000, np.float32))
    y = np.asarray(f(jax.random.key(3), x, 0.4))
    assert abs((y != 0).mean() - 0.6) < 0.05
    assert dropout(jax.random.key(0), jnp.ones(8, jnp.float16), 0.5).dtype == jnp.float16
    assert f(jax.random.key(0), jnp.ones(8, jnp.float16), 0.5).dtype == jnp.float16
    out = dropout(jax.random.key(0), jnp.ones(8, jnp.float16), np.float32(0.5))
    assert out.dtype == jnp.float32, out.dtype       # the contract requires float16
    out = f(jax.random.key(0), jnp.ones(8, jnp.float16), jnp.float32(0.5))
    assert out.dtype == jnp.float32, out.dtype
    print("verified")
