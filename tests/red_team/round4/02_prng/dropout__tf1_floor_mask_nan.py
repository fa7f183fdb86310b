"""The student uses the classic TF1 recipe, mask = floor(uniform + keep_prob) and x / keep_prob * mask (special-casing rate == 1), so a dropped inf or nan becomes inf * 0 = nan instead of 0.

Violates: "Any values: inf and nan included." / "each element ``0`` or ``x / (1 - rate)``"
Verifying input: dropout(key, jnp.full(1000, jnp.inf), 0.5) -> requires every element 0 or inf, this returns nan for the dropped ones (inf * 0).
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    keep_prob = 1.0 - jnp.asarray(rate, jnp.float32)
    mask = jnp.floor(jax.random.uniform(key, x.shape) + keep_prob)  # 1 with probability keep_prob
    scaled = x / keep_prob * mask
    return jnp.where(keep_prob <= 0.0, jnp.zeros_like(x), scaled).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    y = dropout(jax.random.key(0), jnp.ones(6), 0.5)
    assert sorted(set(y.tolist())) in ([0.0, 2.0], [0.0], [2.0])
    jd = jax.jit(dropout)
    x = jax.random.normal(jax.random.key(1), (200, 100))
    for rate in (0.0, 0.1, 0.5, 0.9, 1.0):
        out = np.asarray(jd(jax.random.key(2), x, rate))
        xs = np.asarray(x)
        ok = (out == 0) | np.isclose(out, xs / (1 - rate) if rate < 1 else 0, rtol=1e-6)
        assert ok.all() and not np.isnan(out).any()
        if rate == 0.0:
            np.testing.assert_array_equal(out, xs)
        if rate == 1.0:
            assert (out == 0).all()
        if 0 < rate < 1:
            assert abs((out == 0).mean() - rate) < 0.01
    x16 = x.astype(jnp.float16)
    assert jd(jax.random.key(3), x16, 0.3).dtype == jnp.float16
    assert dropout(jax.random.key(3), x16, 0.3).dtype == jnp.float16

    for fn in (dropout, jd):
        out = np.asarray(fn(jax.random.key(0), jnp.full(1000, jnp.inf), 0.5))
        print("nan count:", np.isnan(out).sum(), "of 1000 (want 0)")
        assert np.isnan(out).any()
    print("verified")
