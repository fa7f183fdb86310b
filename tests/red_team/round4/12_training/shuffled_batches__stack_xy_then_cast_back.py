"""The student fixed the reused key by gluing the targets to the inputs as one extra column, shuffling the rows with a single `permutation`, and splitting and casting back; the glued array has the promoted dtype of `x` and `y`, so integer labels pass through float16 (or float32) and come back rounded.

Violates: "each keeps the dtype of its input (a float16 ``x`` stays float16, integer labels stay integers)" (the dtype is restored, the labels' values are not: each input must stay "paired with its own target")
Verifying input: x float16 of shape (8, 2), y = int32 labels 4097..4104, batch_size 4 -> requires the labels 4097..4104 permuted, this returns 4096, 4096, 4100, 4100, 4100, 4104, 4104, 4104 permuted (float16 spacing is 4 there).
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def shuffled_batches(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    kept = n_batches * batch_size
    xy = jnp.concatenate([x, y[:, None]], axis=1)            # one array: rows stay paired
    xy = jax.random.permutation(key, xy)[:kept]              # key used once
    x_batches = xy[:, :-1].astype(x.dtype).reshape(n_batches, batch_size, *x.shape[1:])
    y_batches = xy[:, -1].astype(y.dtype).reshape(n_batches, batch_size)
    return x_batches, y_batches


if __name__ == "__main__":
    import numpy as np

    xb, yb = shuffled_batches(jax.random.key(0), jnp.ones((10, 3)), jnp.ones(10), 4)
    assert (xb.shape, yb.shape) == ((2, 4, 3), (2, 4))
    f = jax.jit(shuffled_batches, static_argnums=3)
    n = 50
    x = jnp.asarray(np.arange(n * 3).reshape(n, 3), jnp.float32).at[0, 1].set(jnp.inf).at[1, 2].set(jnp.nan)
    y = jnp.arange(n, dtype=jnp.int32) * 3 + 1
    xb, yb = f(jax.random.key(1), x, y, 8)
    assert xb.shape == (6, 8, 3) and yb.shape == (6, 8) and xb.dtype == jnp.float32 and yb.dtype == jnp.int32
    xs, ys = np.asarray(xb).reshape(-1, 3), np.asarray(yb).ravel()
    assert len(set(ys.tolist())) == 48                                        # each example at most once
    for row, label in zip(xs, ys):                                            # pairs kept
        np.testing.assert_array_equal(row, np.asarray(x)[(label - 1) // 3])
    xb2, _ = f(jax.random.key(1), x, y, 8)
    xb3, _ = f(jax.random.key(2), x, y, 8)
    assert bool(jnp.array_equal(xb, xb2, equal_nan=True)) and not bool(jnp.array_equal(xb, xb3, equal_nan=True))
    # first position roughly uniform over examples
    firsts = [int(f(jax.random.key(s), x, y, 8)[1][0, 0]) for s in range(2000)]
    counts = np.bincount([(v - 1) // 3 for v in firsts], minlength=n)
    assert counts.min() > 15 and counts.max() < 70
    xh = jnp.ones((6, 2), jnp.float16)
    assert shuffled_batches(jax.random.key(0), xh, jnp.arange(6), 3)[0].dtype == jnp.float16

    # the flaw: large integer labels through float16
    labels = jnp.arange(4097, 4105, dtype=jnp.int32)
    xb, yb = shuffled_batches(jax.random.key(0), jnp.zeros((8, 2), jnp.float16), labels, 4)
    got = sorted(np.asarray(yb).ravel().tolist())
    print("required", list(range(4097, 4105)), "got", got, yb.dtype)
    assert got != list(range(4097, 4105)) and yb.dtype == jnp.int32
    print("verified")
