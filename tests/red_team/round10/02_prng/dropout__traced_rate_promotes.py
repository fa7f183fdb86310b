"""Scales with x / (1 - rate) in jnp's promoted dtype, so a float32 rate array turns a float16 x into float32.

Violates: "An array of the same shape and dtype as ``x``" (rate: "a Python float or a traced scalar")
Verifying input: dropout(jax.random.key(0), jnp.ones(4, jnp.float16), jnp.float32(0.5)) -> the docstring requires float16; this returns float32.
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    return jnp.where(keep, x / (1.0 - rate), 0)


if __name__ == "__main__":
    y = dropout(jax.random.key(0), jnp.ones(6), 0.5)
    assert sorted(set(y.tolist())) in ([0.0, 2.0], [0.0], [2.0])
    out = dropout(jax.random.key(0), jnp.ones(4, jnp.float16), jnp.float32(0.5))
    assert out.dtype == jnp.float32, out.dtype
    print("flaw shown: dtype", out.dtype, "expected float16")
