"""The student draws the uniform numbers in ``x``'s dtype "to stay in float16"; float16 uniforms are multiples of 2**-10, so a small rate drops about 1/1024 of the elements whatever the rate is (and any rate above 1 - 2**-10 drops everything).

Violates: "Each element is set to zero with probability ``rate``, independently of the others"
Verifying input: x = jnp.ones(1_000_000, jnp.float16), rate = 1e-4 -> requires about 100 zeros (drop probability 1e-4), this gives about 980 (probability 2**-10); rate = 0.9995 -> requires about 500 survivors, this gives 0.
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    u = jax.random.uniform(key, x.shape, dtype=x.dtype)
    keep = u >= rate
    return jnp.where(keep, x / (1 - rate), jnp.zeros_like(x)).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    jd = jax.jit(dropout)
    key = jax.random.key(0)
    # ordinary float32 use: correct law and edge cases
    x = jnp.ones(200_000, jnp.float32)
    for rate in [0.1, 0.5, 0.9]:
        y = np.asarray(jd(key, x, rate))
        frac = (y == 0).mean()
        assert abs(frac - rate) < 0.005, (rate, frac)
        np.testing.assert_allclose(y[y != 0], 1 / (1 - rate), rtol=1e-6)
    xs = jnp.array([1.0, -jnp.inf, jnp.nan, 2.0])
    assert np.array_equal(np.asarray(jd(key, xs, 0.0)), np.asarray(xs), equal_nan=True)
    assert np.array_equal(np.asarray(jd(key, xs, 1.0)), np.zeros(4))
    h = jnp.ones(1000, jnp.float16)
    assert jd(key, h, 0.5).dtype == jnp.float16 and dropout(key, h, 0.5).dtype == jnp.float16
    with jax.debug_key_reuse(True):
        dropout(key, x, 0.5)
    # float16: the drop probability is quantised to multiples of 2**-10
    n = 1_000_000
    xh = jnp.ones(n, jnp.float16)
    zeros = int((np.asarray(jd(key, xh, 1e-4)) == 0).sum())
    print("rate 1e-4 on float16: zeros", zeros, "expected about", n * 1e-4)
    assert zeros > 600          # ~977 = n / 1024; a correct dropout gives 100 +- 10
    kept = int((np.asarray(jd(key, xh, 0.9995)) != 0).sum())
    print("rate 0.9995 on float16: survivors", kept, "expected about", n * 0.0005)
    assert kept == 0
    print("verified")
