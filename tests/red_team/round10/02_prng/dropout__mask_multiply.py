"""Multiplies x by a 0/1 mask and divides by (1 - rate), so rate == 1 gives 0 / 0 = nan (and dropped infs give nan).

Violates: "``rate == 1`` returns zeros (never NaN)."
Verifying input: dropout(jax.random.key(0), jnp.ones(4), 1.0) -> the docstring requires [0.0, 0.0, 0.0, 0.0]; this returns [nan, nan, nan, nan].
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    mask = jax.random.bernoulli(key, 1.0 - rate, x.shape).astype(x.dtype)
    return x * mask / (1 - rate)


if __name__ == "__main__":
    import math
    y = dropout(jax.random.key(0), jnp.ones(6), 0.5)
    assert sorted(set(y.tolist())) in ([0.0, 2.0], [0.0], [2.0])
    out = dropout(jax.random.key(0), jnp.ones(4), 1.0)
    assert all(math.isnan(v) for v in out.tolist()), out
    print("flaw shown:", out.tolist(), "expected zeros")
