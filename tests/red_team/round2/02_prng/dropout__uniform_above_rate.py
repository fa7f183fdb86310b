"""The student keeps an element when uniform(key) > rate; uniform draws include 0.0, so at rate == 0 an element whose draw is exactly 0 is dropped (about one in 8 million).

Violates: "Two edge cases are exact: ``rate == 0`` returns ``x`` unchanged".
Verifying input: key = jax.random.key(7), x = ones(2**20), rate = 0.0 -> requires x unchanged, this returns zeros at indices 103009, 527547 and 841483.
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    x = jnp.asarray(x)
    rate = jnp.asarray(rate, jnp.float32)
    keep = jax.random.uniform(key, x.shape) > rate
    scale = jnp.where(rate < 1.0, 1.0 / (1.0 - rate), 0.0).astype(x.dtype)
    return jnp.where(keep, x * scale, jnp.zeros((), x.dtype))


if __name__ == "__main__":
    import numpy as np

    y = dropout(jax.random.key(0), jnp.ones(6), 0.5)
    assert sorted(set(y.tolist())) in ([0.0, 2.0], [0.0], [2.0])
    f = jax.jit(dropout)
    x = jnp.array([1.0, -2.0, np.inf, np.nan, 0.5, 3.0] * 100, jnp.float32)
    with jax.debug_key_reuse(True):
        np.testing.assert_array_equal(np.asarray(f(jax.random.key(1), x, 0.0)), np.asarray(x))
        assert not np.asarray(f(jax.random.key(1), x, 1.0)).any()
        y = np.asarray(f(jax.random.key(2), x, 0.4))
    assert 0.35 < (y == 0).mean() < 0.45
    y = np.asarray(f(jax.random.key(7), jnp.ones(2**20), 0.0))
    assert (y == 0).any(), "expected a dropped element at rate 0"
    assert np.nonzero(y == 0)[0].tolist() == [103009, 527547, 841483]
    print("verified")
