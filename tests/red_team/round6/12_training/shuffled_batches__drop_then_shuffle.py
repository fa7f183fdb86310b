"""Drops the leftover examples before shuffling (x[:kept]), so the last n % batch_size examples can never be drawn and the orders are not all equally likely.

Violates: "The examples are taken in a random order drawn from ``key`` (every order equally likely)"
Verifying input: n = 10, batch_size = 4, 300 keys -> requires examples 8 and 9 to appear in about 80% of the keys, this never returns them.
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def shuffled_batches(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    kept = n_batches * batch_size
    order = jax.random.permutation(key, kept)
    x_batches = x[:kept][order].reshape(n_batches, batch_size, *x.shape[1:])
    y_batches = y[:kept][order].reshape(n_batches, batch_size)
    return x_batches, y_batches


if __name__ == "__main__":
    import numpy as np

    x = jnp.repeat(jnp.arange(10.0)[:, None], 3, axis=1)
    y = jnp.arange(10)
    seen = np.zeros(10, int)
    f = jax.jit(shuffled_batches, static_argnums=3)
    for key in jax.random.split(jax.random.key(0), 300):
        xb, yb = f(key, x, y, 4)
        assert np.array_equal(np.asarray(xb[..., 0]), np.asarray(yb))   # pairs are kept
        seen[np.asarray(yb).ravel()] += 1
    print("times each example was drawn in 300 shuffles:", seen)
    # with a uniform order each example is kept with probability 8/10: about 240 of 300
    assert seen[8] == 0 and seen[9] == 0
    print("verified")
