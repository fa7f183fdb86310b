"""Shuffles with the naive swap loop (swap row i with a uniformly random row of all n, for every i): a permutation, but not a uniform one.

Violates: "each epoch gets a different one, every order equally likely".
Verifying input: x = arange(3), 27000 keys, epoch 0 -> the docstring requires each of the 6 orders about 4500 times, this gives three orders about 5000 times and three about 4000 times.
"""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp
import numpy as np


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    epoch_key = jax.random.fold_in(key, epoch)
    targets = jax.random.randint(epoch_key, (n,), 0, n)

    def body(i, order):
        j = targets[i]
        oi, oj = order[i], order[j]
        return order.at[i].set(oj).at[j].set(oi)

    order = jax.lax.fori_loop(0, n, body, jnp.arange(n))
    return x[order]


if __name__ == "__main__":
    y = shuffle(jax.random.key(0), jnp.arange(5), 1)
    assert sorted(y.tolist()) == [0, 1, 2, 3, 4]
    x = np.arange(24, dtype=np.float32).reshape(8, 3)
    f = jax.jit(shuffle)
    a, b = np.asarray(f(jax.random.key(1), x, 3)), np.asarray(shuffle(jax.random.key(1), x, 3))
    assert np.array_equal(a, b) and sorted(map(tuple, a)) == sorted(map(tuple, x))
    assert not np.array_equal(np.asarray(f(jax.random.key(1), x, 4)), a)
    assert "random_fold_in" in str(jax.make_jaxpr(shuffle)(jax.random.key(0), x, 2))
    keys = jax.random.split(jax.random.key(0), 27000)
    orders = np.asarray(jax.jit(jax.vmap(lambda k: shuffle(k, jnp.arange(3), 0)))(keys))
    _, counts = np.unique(orders[:, 0] * 9 + orders[:, 1] * 3 + orders[:, 2], return_counts=True)
    assert len(counts) == 6 and counts.max() - counts.min() > 700, counts   # uniform: about 4500 each
    print("verified")
