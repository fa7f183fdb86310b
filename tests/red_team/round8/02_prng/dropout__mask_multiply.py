"""The student builds a float 0/1 keep mask as ``floor(uniform + keep_prob)`` (the old TensorFlow trick) and multiplies ``x`` by it and a scale, so a dropped inf or nan element becomes ``inf * 0 = nan`` instead of 0.

Violates: "Any values: inf and nan included." / "each element 0 or x / (1 - rate)"
Verifying input: dropout(jax.random.key(0), jnp.full(64, jnp.inf), 0.5) must hold only 0.0 and inf; this returns nan where elements are dropped.
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    keep = jnp.floor(jax.random.uniform(key, x.shape) + (1.0 - rate))
    scale = jnp.where(rate < 1.0, 1.0 / (1.0 - rate), 0.0)
    return (x * keep * scale).astype(x.dtype)


if __name__ == "__main__":
    y = dropout(jax.random.key(0), jnp.ones(6), 0.5)
    assert sorted(set(y.tolist())) in ([0.0, 2.0], [0.0], [2.0])
    x = jnp.arange(1.0, 9.0)
    assert dropout(jax.random.key(1), x, 0.0).tolist() == x.tolist()
    assert dropout(jax.random.key(1), x, 1.0).tolist() == [0.0] * 8
    got = np.asarray(dropout(jax.random.key(0), jnp.full(64, jnp.inf), 0.5))
    print("inf kept:", int(np.isinf(got).sum()), "zeros:", int((got == 0).sum()), "nan:", int(np.isnan(got).sum()))
    assert np.isnan(got).any()
    print("flaw shown")
