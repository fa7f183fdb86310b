"""Correct, unusual style: the epoch (Python int or tracer) is folded into the key as an int32,
a permutation of the row *indices* is drawn from that key, and the rows are gathered with
``jnp.take(..., axis=0)``. The order is the same one ``jax.random.permutation(fold_in(key, epoch),
x)`` gives, and values (inf, nan) are only moved, never computed with.
"""
EXERCISE = "prng.shuffle"
VERDICT = "pass"
KIND = "correct"

import jax
import jax.numpy as jnp


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    epoch_key = jax.random.fold_in(key, jnp.asarray(epoch, jnp.int32))
    order = jax.random.permutation(epoch_key, x.shape[0])
    return jnp.take(x, order, axis=0)


if __name__ == "__main__":
    key = jax.random.key(0)
    y = shuffle(key, jnp.arange(5), 1)
    assert sorted(y.tolist()) == [0, 1, 2, 3, 4]
    x = jnp.arange(40.0).reshape(20, 2).at[3, 1].set(jnp.nan).at[4, 0].set(jnp.inf)
    for e in (0, 1, 2049, 65537, 2**31 - 1):
        ref = jax.random.permutation(jax.random.fold_in(key, e), x)
        got = jax.jit(shuffle)(key, x, e)
        assert got.dtype == x.dtype and got.shape == x.shape
        assert bool(jnp.array_equal(got, ref, equal_nan=True))
    assert not bool(jnp.array_equal(shuffle(key, x, 2048), shuffle(key, x, 2049), equal_nan=True))
    print("ok")
