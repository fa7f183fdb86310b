"""Alternative: compares uniform draws with the keep probability; skips the work for a literal 0."""
EXERCISE = "prng.dropout"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax import lax


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    x = jnp.asarray(x)
    if isinstance(rate, (int, float)) and rate == 0:  # a Python number: decide now
        return x
    keep_prob = 1.0 - rate
    keep = jax.random.uniform(key, x.shape) < keep_prob
    scaled = (x / keep_prob).astype(x.dtype)
    out = lax.select(keep, scaled, jnp.zeros_like(x))
    return jnp.where(rate == 0, x, out)
