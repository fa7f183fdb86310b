"""The student divides by (1 - rate) directly; when rate arrives as a float32 array (as it does when traced), a float16 x is promoted to float32.

Violates: "An array of the same shape and dtype as ``x``" (x: "float32, float16, ...", rate: "a Python float or a traced scalar")
Verifying input: x = jnp.ones(8, float16), rate = jnp.float32(0.5), eagerly or traced under jax.jit -> requires float16, this returns float32.
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def dropout(key, x, rate):
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    return jnp.where(keep, x / (1.0 - rate), 0.0)


if __name__ == "__main__":
    x = jnp.ones(8, jnp.float16)
    assert dropout(jax.random.key(0), x, 0.5).dtype == jnp.float16        # a Python float rate is weak: fine
    got = dropout(jax.random.key(0), x, jnp.float32(0.5))
    got_jit = jax.jit(dropout)(jax.random.key(0), x, jnp.float32(0.5))     # a traced float32 rate: float32 too
    print("dtypes:", got.dtype, got_jit.dtype)
    assert got.dtype != x.dtype and got_jit.dtype != x.dtype
    print("verified")
