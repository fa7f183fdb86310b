"""Calls jax.random.permutation(..., independent=True), which shuffles every column on its own, so a row of a 2-D x is torn apart.

Violates: "An array with the same shape and dtype as ``x``: its rows, permuted."
Verifying input: shuffle(jax.random.key(0), jnp.arange(20).reshape(10, 2), 1) -> the docstring requires whole rows [2k, 2k+1] in a new order; this returns rows such as [6, 13] that are not rows of x.
"""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    epoch_key = jax.random.fold_in(key, epoch)
    return jax.random.permutation(epoch_key, x, axis=0, independent=True)


if __name__ == "__main__":
    y = shuffle(jax.random.key(0), jnp.arange(5), 1)
    assert sorted(y.tolist()) == [0, 1, 2, 3, 4]
    x = jnp.arange(20).reshape(10, 2)
    out = shuffle(jax.random.key(0), x, 1)
    rows = {tuple(r) for r in x.tolist()}
    bad = [r for r in out.tolist() if tuple(r) not in rows]
    assert bad, out
    print("flaw shown: rows not in x:", bad[:3])
