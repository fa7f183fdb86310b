"""The student keeps inputs and targets paired by joining them into one float table, shuffling its rows once and splitting it again, so integer labels pass through float32 and those past 2**24 come back changed.

Violates: "each keeps the dtype of its input (a float16 ``x`` stays float16, integer labels stay integers)" (the values must be the examples' own: "each input still paired with its own target")
Verifying input: shuffled_batches(jax.random.key(0), jnp.zeros((4, 1)), jnp.array([2**24 + 1] * 4, jnp.int32), 2) must return labels 16777217; this returns 16777216.
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
KIND = "admitted"

import functools

import jax
import jax.numpy as jnp


def shuffled_batches(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    kept = n_batches * batch_size
    dtype = jnp.promote_types(jnp.promote_types(x.dtype, y.dtype), jnp.float32)
    table = jnp.concatenate([x.astype(dtype), y.astype(dtype)[:, None]], axis=1)
    table = jax.random.permutation(key, table)[:kept]
    x_batches = table[:, :-1].astype(x.dtype).reshape(n_batches, batch_size, *x.shape[1:])
    y_batches = table[:, -1].astype(y.dtype).reshape(n_batches, batch_size)
    return x_batches, y_batches


if __name__ == "__main__":
    import numpy as np

    fn = jax.jit(shuffled_batches, static_argnums=3)
    xb, yb = fn(jax.random.key(0), jnp.zeros((4, 1)), jnp.array([2**24 + 1] * 4, jnp.int32), 2)
    assert yb.dtype == jnp.int32
    assert np.asarray(yb).ravel().tolist() == [16777216] * 4, yb

    xs = jnp.arange(10.0)[:, None] * jnp.ones((1, 3))
    xb, yb = fn(jax.random.key(1), xs, jnp.arange(10.0), 4)
    assert bool(jnp.all(xb[..., 0] == yb))
    xb, yb = shuffled_batches(jax.random.key(0), jnp.ones((10, 3)), jnp.ones(10), 4)
    assert (xb.shape, yb.shape) == ((2, 4, 3), (2, 4))
    print("ok: flaw shows")
