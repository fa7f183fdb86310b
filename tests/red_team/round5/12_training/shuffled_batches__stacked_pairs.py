"""The student keeps inputs and targets paired by gluing y onto x as an extra column, shuffling the rows once with the key and splitting the columns again; the glued array has one promoted dtype, so integer labels pass through float (float16 beside a float16 x) and come back rounded.

Violates: "each keeps the dtype of its input (a float16 ``x`` stays float16, integer labels stay integers)" / "each input still paired with its own target"
Verifying input: x = float16 (8, 2), y = int32 labels [3000, 3001, ..., 3007], batch_size 4 -> requires y_batches to hold the labels 3000..3007 each once, this returns [3000, 3000, 3002, 3004, 3004, 3004, 3006, 3008] (rounded through float16).
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def shuffled_batches(key, x, y, batch_size):
    n, n_features = x.shape
    n_batches = n // batch_size
    kept = n_batches * batch_size
    xy = jnp.concatenate([x, y[:, None]], axis=1)         # glue each target to its input
    xy = jax.random.permutation(key, xy)[:kept]           # one shuffle of the rows, key used once
    x_batches = xy[:, :n_features].astype(x.dtype).reshape(n_batches, batch_size, n_features)
    y_batches = xy[:, n_features].astype(y.dtype).reshape(n_batches, batch_size)
    return x_batches, y_batches


if __name__ == "__main__":
    import numpy as np

    xb, yb = shuffled_batches(jax.random.key(0), jnp.ones((10, 3)), jnp.ones(10), 4)
    assert xb.shape == (2, 4, 3) and yb.shape == (2, 4)

    n = 50
    x = jnp.stack([jnp.arange(n, dtype=jnp.float32), -jnp.arange(n, dtype=jnp.float32)], 1)
    x = x.at[3, 1].set(jnp.inf).at[7, 0].set(jnp.nan)
    y = jnp.arange(n, dtype=jnp.float32) * 10
    f = jax.jit(shuffled_batches, static_argnums=3)
    xb, yb = f(jax.random.key(1), x, y, 8)
    assert xb.shape == (6, 8, 2) and yb.shape == (6, 8) and xb.dtype == yb.dtype == jnp.float32
    rows = np.asarray(xb).reshape(-1, 2)
    labels = np.asarray(yb).ravel()
    idx = (labels / 10).astype(int)
    assert len(set(idx)) == 48                                             # each example at most once
    np.testing.assert_array_equal(rows, np.asarray(x)[idx])                # still paired (nan/inf included)
    xb2, _ = f(jax.random.key(1), x, y, 8)
    xb3, _ = f(jax.random.key(2), x, y, 8)
    assert np.array_equal(np.asarray(xb2), np.asarray(xb), equal_nan=True)
    assert not np.array_equal(np.asarray(xb3), np.asarray(xb), equal_nan=True)
    # small integer labels with a float32 x: fine too
    xb, yb = f(jax.random.key(3), x, jnp.arange(n, dtype=jnp.int32) % 3, 5)
    assert yb.dtype == jnp.int32
    # uniform order: first slot hits every example about equally often
    keys = jax.random.split(jax.random.key(4), 4000)
    firsts = jax.vmap(lambda k: shuffled_batches(k, jnp.zeros((5, 1)), jnp.arange(5.0), 5)[1][0, 0])(keys)
    counts = np.bincount(np.asarray(firsts).astype(int), minlength=5)
    assert counts.min() > 700, counts

    # The breach: integer labels beside a float16 x.
    x16 = jnp.ones((8, 2), jnp.float16)
    labels = jnp.arange(3000, 3008, dtype=jnp.int32)
    xb, yb = shuffled_batches(jax.random.key(0), x16, labels, 4)
    got = sorted(np.asarray(yb).ravel().tolist())
    print("xb", xb.dtype, " yb", yb.dtype, " labels returned:", got)
    assert xb.dtype == jnp.float16 and yb.dtype == jnp.int32
    assert got != list(range(3000, 3008))
    print("verified")
