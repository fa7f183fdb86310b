"""Calls jax.random.permutation(..., independent=True), which shuffles every column on its own: rows of a 2-D x are torn apart.

Violates: "An array with the same shape and dtype as x: its rows, permuted."
Verifying input: key(0), x = arange(20).reshape(10, 2), epoch 1 -> the docstring requires each output row to be a row of x, this mixes entries of different rows.
"""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp
import numpy as np


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    epoch_key = jax.random.fold_in(key, epoch)
    return jax.random.permutation(epoch_key, jnp.asarray(x), axis=0, independent=True)


if __name__ == "__main__":
    y = shuffle(jax.random.key(0), jnp.arange(5), 1)
    assert sorted(y.tolist()) == [0, 1, 2, 3, 4]
    v = np.arange(50)
    f = jax.jit(shuffle)
    a = np.asarray(f(jax.random.key(2), v, 7))
    assert np.array_equal(a, np.asarray(shuffle(jax.random.key(2), v, 7))) and sorted(a) == list(v)
    assert not np.array_equal(np.asarray(f(jax.random.key(2), v, 8)), a)
    x = np.arange(20).reshape(10, 2)
    out = np.asarray(shuffle(jax.random.key(0), x, 1))
    rows = set(map(tuple, x))
    assert any(tuple(r) not in rows for r in out), out   # every row must be a row of x
    print("verified")
