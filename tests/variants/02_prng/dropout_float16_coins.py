"""The student draws the uniform numbers in ``x``'s dtype "to stay in float16"; float16 uniforms are multiples of 2**-10, so a small rate drops about 1/1024 of the elements whatever the rate is (and any rate above 1 - 2**-10 drops everything)."""
EXERCISE = "prng.dropout"
VERDICT = "fail"
MESSAGE = '[dropout_rate] wrong values: the fraction of zeros for a float16 x and rate=0.0002'

import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    u = jax.random.uniform(key, x.shape, dtype=x.dtype)
    keep = u >= rate
    return jnp.where(keep, x / (1 - rate), jnp.zeros_like(x)).astype(x.dtype)
