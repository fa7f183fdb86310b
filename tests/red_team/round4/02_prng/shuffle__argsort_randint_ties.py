"""The student sorts the rows by random integer priorities drawn from [0, n); ties are frequent and argsort is stable, so orders closer to the original are more likely.

Violates: "each epoch gets a different one, every order equally likely"
Verifying input: shuffle(key, jnp.arange(3), epoch) over 6000 epochs -> requires each of the 6 orders with frequency 1/6, this returns the identity order with frequency 10/27 (about 0.37).
"""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    k = jax.random.fold_in(key, epoch)
    n = x.shape[0]
    priority = jax.random.randint(k, (n,), 0, n)
    return x[jnp.argsort(priority)]


if __name__ == "__main__":
    import numpy as np
    from collections import Counter

    key = jax.random.key(0)
    y = shuffle(key, jnp.arange(5), 1)
    assert sorted(y.tolist()) == [0, 1, 2, 3, 4]
    x = jnp.arange(40.0).reshape(10, 4).at[3, 1].set(jnp.nan)
    js = jax.jit(shuffle)
    for e in range(5):
        out = js(key, x, e)
        assert out.shape == x.shape and out.dtype == x.dtype
        np.testing.assert_array_equal(np.asarray(out), np.asarray(shuffle(key, x, e)))
        assert sorted(np.asarray(out)[:, 0].tolist()) == sorted(np.asarray(x)[:, 0].tolist())
    assert not np.array_equal(np.asarray(js(key, x, 0)), np.asarray(js(key, x, 1)))
    assert "fold_in" in str(jax.make_jaxpr(shuffle)(key, x, 3))

    orders = np.asarray(jax.vmap(lambda e: shuffle(key, jnp.arange(3), e))(jnp.arange(6000)))
    freq = Counter(map(tuple, orders.tolist()))
    print({k: round(v / 6000, 3) for k, v in sorted(freq.items())})
    assert freq[(0, 1, 2)] / 6000 > 0.3
    print("verified")
