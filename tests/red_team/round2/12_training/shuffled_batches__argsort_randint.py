"""Shuffles by argsorting random integers in [0, n): ties keep their original order, so the permutation is not uniform.

Violates: "The examples are taken in a random order drawn from ``key``" (a uniformly random order; "each example at most once").
Verifying input: x = [[0], [1]], y = [0, 1], batch_size 2, over 400 keys -> the docstring's random order puts example 0 first half of the time, this about three quarters of the time.
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def shuffled_batches(key, x, y, batch_size):
    n = x.shape[0]
    n_batches = n // batch_size
    kept = n_batches * batch_size
    order = jnp.argsort(jax.random.randint(key, (n,), 0, n))[:kept]
    return x[order].reshape(n_batches, batch_size, *x.shape[1:]), y[order].reshape(n_batches, batch_size)


if __name__ == "__main__":
    xb, yb = shuffled_batches(jax.random.key(0), jnp.ones((10, 3)), jnp.ones(10), 4)
    assert xb.shape == (2, 4, 3) and yb.shape == (2, 4)
    x = jnp.arange(30.0).reshape(10, 3).astype(jnp.float16)
    y = jnp.arange(10)
    xb, yb = shuffled_batches(jax.random.key(1), x, y, 3)
    assert xb.dtype == jnp.float16 and yb.dtype == y.dtype
    assert bool(jnp.all(xb[..., 0] == 3 * yb)) and len(set(yb.ravel().tolist())) == 9
    f = jax.jit(shuffled_batches, static_argnums=3)
    keys = jax.random.split(jax.random.key(5), 400)
    firsts = jax.vmap(lambda k: f(k, jnp.arange(2.0)[:, None], jnp.arange(2), 2)[1][0, 0])(keys)
    frac = float(jnp.mean(firsts == 0))
    assert frac > 0.65, frac
    print(frac)
    print("verified")
