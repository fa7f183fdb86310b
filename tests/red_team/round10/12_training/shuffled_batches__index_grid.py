"""Correct: draws one permutation of the example indices, reshapes its first n_batches * batch_size entries into an (n_batches, batch_size) grid, and gathers x and y with that grid.

Verifying input: checked the Example, pairs kept (x row k carries y k), each example at most once, leftovers dropped,
float16 x with inf/nan and int32 labels past 2**24 kept exactly with their dtypes, batch_size == n, same key -> same
batches, different key -> different order, and a single permutation draw under jax.jit with static batch_size.
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "pass"
KIND = "style"

import functools

import jax
import jax.numpy as jnp


def shuffled_batches(key, x, y, batch_size):
    n = x.shape[0]
    n_batches = n // batch_size
    order = jax.random.permutation(key, n)
    grid = order[: n_batches * batch_size].reshape(n_batches, batch_size)
    return jnp.take(x, grid, axis=0), jnp.take(y, grid, axis=0)


if __name__ == "__main__":
    import math
    xb, yb = shuffled_batches(jax.random.key(0), jnp.ones((10, 3)), jnp.ones(10), 4)
    assert (xb.shape, yb.shape) == ((2, 4, 3), (2, 4))
    n = 11
    x = jnp.arange(2 * n, dtype=jnp.float16).reshape(n, 2).at[0, 0].set(jnp.inf).at[1, 1].set(jnp.nan)
    y = jnp.arange(n, dtype=jnp.int32) + 2**24 + 1
    xb, yb = shuffled_batches(jax.random.key(1), x, y, 5)
    assert xb.shape == (2, 5, 2) and xb.dtype == jnp.float16 and yb.dtype == jnp.int32
    ids = (yb - (2**24 + 1)).reshape(-1).tolist()
    assert len(set(ids)) == 10 and all(0 <= k < n for k in ids)
    xs = xb.reshape(-1, 2)
    for r, k in enumerate(ids):
        a, b = xs[r].tolist(); ea, eb = x[k].tolist()
        assert (a == ea or (math.isnan(a) and math.isnan(ea))) and (b == eb or (math.isnan(b) and math.isnan(eb)))
    xb, yb = shuffled_batches(jax.random.key(2), x, y, n); assert sorted(yb.reshape(-1).tolist()) == sorted(y.tolist())
    k = jax.random.key(3)
    assert (shuffled_batches(k, x, y, 2)[1] == shuffled_batches(k, x, y, 2)[1]).all()
    assert not (shuffled_batches(k, x, y, 2)[1] == shuffled_batches(jax.random.key(4), x, y, 2)[1]).all()
    with jax.debug_key_reuse(True):
        jax.jit(shuffled_batches, static_argnums=3)(k, x, y, 3)
    print("ok")
