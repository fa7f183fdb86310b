"""The student orders the rows by argsort of random integers in [0, n); ties are frequent and the stable sort keeps tied rows in their original order, so orders close to the identity are favoured.

Violates: "each epoch gets a different one, every order equally likely."
Verifying input: x = arange(3), 30,000 (key, epoch) pairs -> requires each of the 6 orders with probability 1/6 (0.167), this gives the identity order about 0.26 of the time.
"""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    x = jnp.asarray(x)
    k = jax.random.fold_in(key, epoch)
    n = x.shape[0]
    order = jnp.argsort(jax.random.randint(k, (n,), 0, max(n, 1)), stable=True)
    return x[order]


if __name__ == "__main__":
    import numpy as np

    y = shuffle(jax.random.key(0), jnp.arange(5), 1)
    assert sorted(y.tolist()) == [0, 1, 2, 3, 4]
    f = jax.jit(shuffle)
    x = np.arange(24, dtype=np.float32).reshape(8, 3); x[2, 1] = np.inf; x[5, 0] = np.nan
    with jax.debug_key_reuse(True):
        for e in range(5):
            a = np.asarray(f(jax.random.key(0), x, e)); b = np.asarray(shuffle(jax.random.key(0), x, e))
            np.testing.assert_array_equal(a, b)
            assert sorted(map(tuple, np.nan_to_num(a).tolist())) == sorted(map(tuple, np.nan_to_num(x).tolist()))
    assert not np.array_equal(np.asarray(f(jax.random.key(0), x, 1)), np.asarray(f(jax.random.key(0), x, 2)))
    assert "fold_in" in str(jax.make_jaxpr(shuffle)(jax.random.key(0), x, 3))
    orders = np.asarray(jax.jit(jax.vmap(lambda e: shuffle(jax.random.key(7), jnp.arange(3), e)))(jnp.arange(30000)))
    ident = np.mean((orders == np.arange(3)).all(1))
    assert ident > 0.22, ident
    print("verified")
