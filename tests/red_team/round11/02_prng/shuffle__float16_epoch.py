"""The epoch goes through a float16 value on its way to ``fold_in`` (as if read from a
half-precision schedule array), then back to int32. float16 holds every integer up to 2048, so
the docstring's example and short runs are exact; past 2048 epochs are rounded to the nearest
representable value, so neighbouring epochs (2048 and 2049, 4097 and 4096, ...) share one order.

Violates: "each epoch gets a different one ... The epoch's key is ``key`` with ``epoch`` folded in"
Verifying input: shuffle(jax.random.key(0), jnp.arange(50), 2049) must be the permutation drawn from jax.random.fold_in(key, 2049) and differ from epoch 2048's; this returns epoch 2048's order.
"""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    e = jnp.asarray(epoch, jnp.float16).astype(jnp.int32)
    return jax.random.permutation(jax.random.fold_in(key, e), x, axis=0)


if __name__ == "__main__":
    key = jax.random.key(0)
    assert sorted(shuffle(key, jnp.arange(5), 1).tolist()) == [0, 1, 2, 3, 4]
    x = jnp.arange(50)
    ref = lambda e: jax.random.permutation(jax.random.fold_in(key, e), x)
    assert (shuffle(key, x, 7) == ref(7)).all()
    assert (shuffle(key, x, 2048) == ref(2048)).all()
    got = shuffle(key, x, 2049)
    assert (got == shuffle(key, x, 2048)).all()
    assert not (got == ref(2049)).all()
    print("flaw shown: epoch 2049 gets epoch 2048's order")
