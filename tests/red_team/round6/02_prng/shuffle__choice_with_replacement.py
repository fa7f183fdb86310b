"""The student picks the row order with jax.random.choice(k, n, (n,)), whose default replace=True samples rows with repetition instead of permuting them.

Violates: "An array with the same shape and dtype as ``x``: its rows, permuted."
Verifying input: key = jax.random.key(0), x = arange(5), epoch = 1 -> requires sorted(result) == [0, 1, 2, 3, 4], this returns repeated rows (and misses others).
"""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def shuffle(key, x, epoch):
    epoch_key = jax.random.fold_in(key, epoch)
    order = jax.random.choice(epoch_key, x.shape[0], (x.shape[0],))
    return x[order]


if __name__ == "__main__":
    y = shuffle(jax.random.key(0), jnp.arange(5), 1)
    print("result", y.tolist())
    assert sorted(y.tolist()) != [0, 1, 2, 3, 4]
    print("verified")
