"""The epoch number is narrowed to int16 before it is folded into the key (a "compact" epoch
counter). Epochs up to 32767 give exactly ``fold_in(key, epoch)``, so the docstring's example and
any short training run pass; from epoch 32768 on the counter wraps, so the folded-in number is no
longer the epoch, and epochs ``e`` and ``e + 65536`` get the very same order.

Violates: "each epoch gets a different one ... The epoch's key is ``key`` with ``epoch`` folded in"
Verifying input: shuffle(jax.random.key(0), jnp.arange(50), 65537) must be jax.random.permutation(jax.random.fold_in(key, 65537), x) and differ from epoch 1's order; this returns exactly epoch 1's order.
"""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    epoch16 = jnp.asarray(epoch).astype(jnp.int16)
    return jax.random.permutation(jax.random.fold_in(key, epoch16), x, axis=0)


if __name__ == "__main__":
    key = jax.random.key(0)
    y = shuffle(key, jnp.arange(5), 1)
    assert sorted(y.tolist()) == [0, 1, 2, 3, 4]
    x = jnp.arange(50)
    ref = lambda e: jax.random.permutation(jax.random.fold_in(key, e), x)
    assert (shuffle(key, x, 1000) == ref(1000)).all()
    assert (jax.jit(shuffle)(key, x, 1000) == ref(1000)).all()
    big = shuffle(key, x, 65537)
    assert (big == shuffle(key, x, 1)).all()          # same order as epoch 1
    assert not (big == ref(65537)).all()              # not the epoch's own key
    print("flaw shown: epoch 65537 reuses epoch 1's order")
