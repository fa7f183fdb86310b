"""The student multiplies x by the 0/1 keep mask and a scale instead of selecting, so a dropped inf (or any inf at rate 1) becomes nan instead of 0.

Violates: "each element ``0`` or ``x / (1 - rate)``" and "``rate == 1`` returns zeros (never NaN)" for "x: ... Any values: inf and nan included."
Verifying input: x = [inf, -inf, 1.0], rate = 1.0 -> requires [0, 0, 0], this returns [nan, nan, 0]; with rate 0.5 a dropped inf gives nan (called as written; under jax.jit XLA may rewrite the product into a select and hide it).
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    x = jnp.asarray(x)
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    rate = jnp.asarray(rate, jnp.float32)
    scale = jnp.where(rate < 1.0, 1.0 / (1.0 - rate), 0.0)
    return (x * keep.astype(x.dtype) * scale).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    y = dropout(jax.random.key(0), jnp.ones(6), 0.5)
    assert sorted(set(y.tolist())) in ([0.0, 2.0], [0.0], [2.0])
    f = jax.jit(dropout)
    x = jax.random.normal(jax.random.key(9), (1000,))
    with jax.debug_key_reuse(True):
        np.testing.assert_array_equal(np.asarray(f(jax.random.key(1), x, 0.0)), np.asarray(x))
        assert not np.asarray(f(jax.random.key(1), x, 1.0)).any()
        y = np.asarray(f(jax.random.key(2), x, 0.3))
    kept = y != 0
    assert 0.65 < kept.mean() < 0.75
    np.testing.assert_allclose(y[kept], np.asarray(x)[kept] / 0.7, rtol=1e-6)
    got = np.asarray(dropout(jax.random.key(3), jnp.array([np.inf, -np.inf, 1.0]), 1.0))
    assert np.isnan(got[0]) and np.isnan(got[1]), got
    xs = jnp.full(200, np.inf)
    got = np.asarray(dropout(jax.random.key(4), xs, 0.5))  # eager: XLA may fold x*mask into a select under jit
    assert np.isnan(got).any()
    print("verified")
