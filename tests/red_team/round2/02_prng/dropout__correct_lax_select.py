"""Correct: a bernoulli keep mask, then lax.select between x / (1 - rate) (computed in float32, cast to x's dtype, divisor guarded at rate 1) and zeros.

Violates: nothing (correct solution).
Verifying input: float32/float16/bfloat16 x with inf/nan, rates 0, 1, 0.3 (Python, float32 array, traced), shapes (0, 3), (), (500,), (20, 30) -> each element 0 or x/(1-rate), rate 0 exact, rate 1 zeros, drop fraction and independence checked.
"""
EXERCISE = "prng.dropout"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    x = jnp.asarray(x)
    rate = jnp.asarray(rate, jnp.float32)
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    safe = jnp.where(rate < 1.0, 1.0 - rate, 1.0)
    scaled = (x.astype(jnp.float32) / safe).astype(x.dtype)
    return lax.select(keep, scaled, jnp.zeros_like(x))


if __name__ == "__main__":
    import numpy as np

    y = dropout(jax.random.key(0), jnp.ones(6), 0.5)
    assert sorted(set(y.tolist())) in ([0.0, 2.0], [0.0], [2.0])
    f = jax.jit(dropout)
    base = np.array([1.0, -2.0, np.inf, -np.inf, np.nan, 0.5, 3.0, -0.0], np.float32)
    for dt in (jnp.float32, jnp.float16, jnp.bfloat16):
        for shape in [(0, 3), (), (500,), (20, 30)]:
            n = int(np.prod(shape))
            x = jnp.asarray(np.resize(base, n).reshape(shape)).astype(dt)
            for rate in (0.0, 1.0, 0.3, jnp.float32(0.3), jnp.float32(0.0), jnp.float32(1.0)):
                with jax.debug_key_reuse(True):
                    for y in (dropout(jax.random.key(1), x, rate), f(jax.random.key(1), x, rate)):
                        assert y.dtype == x.dtype and y.shape == x.shape
                        yn = np.asarray(y.astype(jnp.float32)); xn = np.asarray(x.astype(jnp.float32))
                        r = float(rate)
                        if r == 0.0:
                            np.testing.assert_array_equal(yn, xn)
                        elif r == 1.0:
                            assert not yn.any() and not np.isnan(yn).any()
                        else:
                            want = np.asarray((x.astype(jnp.float32) / 0.7).astype(dt).astype(jnp.float32))
                            ok = (yn == 0) | (yn == want) | (np.isnan(yn) & np.isnan(xn))
                            assert ok.all()
    keys = jax.random.split(jax.random.key(3), 4000)
    masks = np.asarray(jax.vmap(lambda k: dropout(k, jnp.ones(50), 0.3) == 0)(keys))
    counts = masks.sum(1)
    assert abs(counts.mean() - 15) < 0.3 and abs(counts.std() - np.sqrt(50 * 0.21)) < 0.3
    c = np.corrcoef(masks[:, 0], masks[:, 1])[0, 1]
    assert abs(c) < 0.06
    print("verified")
