"""The student shuffles by swapping row ``i`` with a uniformly random row in ``[0, n)`` for every ``i`` (the naive Fisher-Yates), which is biased: the ``n**n`` equally likely swap sequences cannot spread evenly over ``n!`` orders.

Violates: "each epoch gets a different one, every order equally likely"
Verifying input: x = arange(3), epochs 0..53999 -> requires each of the 6 orders with frequency 1/6 (9,000 each), this returns the orders with frequencies 4/27, 5/27, 5/27, 5/27, 4/27, 4/27 (8,000 or 10,000 each).
"""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp
from jax import lax


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    ekey = jax.random.fold_in(key, epoch)
    swap_with = jax.random.randint(ekey, (n,), 0, n)

    def body(i, perm):
        j = swap_with[i]
        pi, pj = perm[i], perm[j]
        return perm.at[i].set(pj).at[j].set(pi)

    perm = lax.fori_loop(0, n, body, jnp.arange(n))
    return x[perm]


if __name__ == "__main__":
    import numpy as np
    from collections import Counter

    y = shuffle(jax.random.key(0), jnp.arange(5), 1)
    assert sorted(y.tolist()) == [0, 1, 2, 3, 4]
    f = jax.jit(shuffle)
    x = jnp.arange(20.0).reshape(10, 2).at[3, 1].set(jnp.nan)
    with jax.debug_key_reuse(True):
        a = f(jax.random.key(7), x, 3)
        b = f(jax.random.key(7), x, 3)
        c = f(jax.random.key(7), x, 4)
    np.testing.assert_array_equal(np.asarray(a), np.asarray(b))
    assert a.shape == x.shape and a.dtype == x.dtype
    assert sorted(np.asarray(a)[:, 0].tolist()) == np.asarray(x)[:, 0].tolist()
    assert not np.array_equal(np.asarray(a), np.asarray(c))
    # the violation: orders are not equally likely
    N = 54000
    perms = jax.vmap(lambda e: shuffle(jax.random.key(0), jnp.arange(3), e))(jnp.arange(N))
    counts = Counter(map(tuple, np.asarray(perms).tolist()))
    assert len(counts) == 6
    freqs = sorted(v / N for v in counts.values())
    assert freqs[0] < 0.157 and freqs[-1] > 0.176, freqs  # uniform: 0.1667 +- 0.0016
    print("verified")
