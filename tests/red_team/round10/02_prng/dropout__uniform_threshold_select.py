"""Correct: keeps an element when a uniform draw u in [0, 1) satisfies u >= rate, scales in float32 and casts back with lax.select.

Verifying input: checked the Example, rate 0 (x returned exactly, nan and inf included), rate 1 (exact zeros even for inf x),
float16/bfloat16 dtype kept with a float32 0-d rate, one compilation under jax.jit serving rates 0, 0.5 and 1, and the
kept fraction near 1 - rate on 100k elements.
"""
EXERCISE = "prng.dropout"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    x = jnp.asarray(x)
    work = jnp.promote_types(x.dtype, jnp.float32)
    rate = jnp.asarray(rate).astype(work)
    u = jax.random.uniform(key, x.shape, dtype=jnp.float32)
    keep = u >= rate.astype(jnp.float32)            # P(keep) = 1 - rate; rate 0 keeps all, rate 1 keeps none
    denom = jnp.where(rate < 1, 1 - rate, jnp.ones_like(rate))  # avoid 0-division where nothing is kept anyway
    scaled = (x.astype(work) / denom).astype(x.dtype)
    return lax.select(keep, scaled, jnp.zeros_like(x))


if __name__ == "__main__":
    import math
    y = dropout(jax.random.key(0), jnp.ones(6), 0.5)
    assert sorted(set(y.tolist())) in ([0.0, 2.0], [0.0], [2.0])
    x = jnp.array([1.0, jnp.nan, jnp.inf, -3.0])
    r0 = dropout(jax.random.key(1), x, 0.0)
    assert r0[0] == 1 and math.isnan(r0[1]) and r0[2] == jnp.inf and r0[3] == -3
    assert dropout(jax.random.key(1), x, 1.0).tolist() == [0.0] * 4
    for dt in (jnp.float16, jnp.bfloat16):
        assert dropout(jax.random.key(2), jnp.ones(5, dt), jnp.float32(0.3)).dtype == dt
    f = jax.jit(dropout)
    k = jax.random.key(3)
    for r in (0.0, 0.5, 1.0):
        f(k, jnp.ones(8), r)
    assert f._cache_size() == 1
    big = dropout(jax.random.key(4), jnp.ones(100_000), 0.25)
    frac = float(jnp.mean(big != 0)); assert abs(frac - 0.75) < 0.01
    assert set(jnp.unique(big).tolist()) <= {0.0, 1.0 / 0.75} or jnp.allclose(jnp.unique(big)[1], 1 / 0.75)
    print("ok")
