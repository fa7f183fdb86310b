"""The student drops exactly round(rate * n) elements (a random subset chosen by a permutation) instead of dropping each element independently.

Violates: "Each element is set to zero with probability ``rate``, independently of the others".
Verifying input: x = ones(100), rate = 0.5, 2,000 keys -> requires a Binomial(100, 0.5) number of zeros (std 5), this always drops exactly 50 (std 0).
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    x = jnp.asarray(x)
    rate = jnp.asarray(rate, jnp.float32)
    n = x.size
    ranks = jax.random.permutation(key, n).reshape(x.shape)
    drop = ranks < jnp.round(rate * n)
    scale = jnp.where(rate < 1, 1.0 / (1.0 - rate), 0.0)
    return jnp.where(drop, jnp.zeros((), x.dtype), (x * scale).astype(x.dtype))


if __name__ == "__main__":
    import numpy as np

    y = dropout(jax.random.key(0), jnp.ones(6), 0.5)
    assert sorted(set(y.tolist())) in ([0.0, 2.0], [0.0], [2.0])
    f = jax.jit(dropout)
    x = jnp.array([1.0, -2.0, np.inf, np.nan, 0.5, 3.0], jnp.float32)
    with jax.debug_key_reuse(True):
        np.testing.assert_array_equal(np.asarray(f(jax.random.key(1), x, 0.0)), np.asarray(x))
        assert np.asarray(f(jax.random.key(1), x, 1.0)).tolist() == [0.0] * 6
        y = np.asarray(f(jax.random.key(2), x, 0.25))
    for yi, xi in zip(y, np.asarray(x)):
        assert yi == 0 or (np.isnan(xi) and np.isnan(yi)) or yi == np.float32(xi / 0.75)
    keys = jax.random.split(jax.random.key(3), 2000)
    zeros = np.asarray(jax.vmap(lambda k: jnp.sum(dropout(k, jnp.ones(100), 0.5) == 0))(keys))
    assert abs(zeros.mean() - 50) < 1
    assert zeros.std() == 0.0, zeros.std()
    print("verified")
