"""The student draws one keep/drop decision per feature (shape ``x.shape[-1:]``) and broadcasts it over the leading axes, so every row drops the same columns instead of each element being dropped independently.

Violates: "Each element is set to zero with probability ``rate``, independently of the others" for "x: ... (any shape ...)".
Verifying input: x = ones((1000, 8)), rate = 0.5 -> requires about half of each column kept, independently per element; this returns columns that are all 0 or all 2 (the rows are identical).
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    x = jnp.asarray(x)
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape[-1:])
    y = jnp.where(keep, x / (1.0 - rate), jnp.zeros_like(x))
    return y.astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    y = dropout(jax.random.key(0), jnp.ones(6), 0.5)
    assert sorted(set(y.tolist())) in ([0.0, 2.0], [0.0], [2.0])
    f = jax.jit(dropout)
    x = jax.random.normal(jax.random.key(9), (1000,))
    with jax.debug_key_reuse(True):
        np.testing.assert_array_equal(np.asarray(f(jax.random.key(1), x, 0.0)), np.asarray(x))
        z = np.asarray(f(jax.random.key(1), x.at[3].set(jnp.inf), 1.0))
        assert not z.any() and not np.isnan(z).any()
        y = np.asarray(f(jax.random.key(2), x, 0.3))
    kept = y != 0
    assert 0.65 < kept.mean() < 0.75
    np.testing.assert_allclose(y[kept], np.asarray(x)[kept] / 0.7, rtol=1e-6)
    h = dropout(jax.random.key(3), jnp.ones(10, jnp.float16), 0.5)
    assert h.dtype == jnp.float16
    # the violation: on a 2-D x the rows share one mask
    m = np.asarray(dropout(jax.random.key(4), jnp.ones((1000, 8)), 0.5)) != 0
    assert (m == m[0]).all(), "rows differ"
    col_frac = m.mean(axis=0)
    assert set(col_frac.tolist()) <= {0.0, 1.0}, col_frac  # independent elements would give ~0.5 per column
    print("verified")
