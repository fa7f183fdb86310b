"""The student keeps each input with its target by concatenating ``y`` as an extra column of ``x``, shuffling the rows once, and splitting again; the concatenation promotes an int32 ``x`` to float32, so values past 2**24 round.

Violates: "x: inputs, shape ``(n, n_features)``, of any dtype." / "each keeps the dtype of its input" with each input "still paired with its own target" (its values unchanged)
Verifying input: x = int32 column [2**24 + 1, ...] with float32 targets: every batch value must be one of x's values; this returns 16777216.
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def shuffled_batches(key, x, y, batch_size):
    n, d = x.shape
    n_batches = n // batch_size
    kept = n_batches * batch_size
    both = jnp.concatenate([x, y[:, None].astype(jnp.result_type(x, y))], axis=1)
    both = jax.random.permutation(key, both, axis=0)[:kept]
    xb = both[:, :d].astype(x.dtype).reshape(n_batches, batch_size, d)
    yb = both[:, d].astype(y.dtype).reshape(n_batches, batch_size)
    return xb, yb


if __name__ == "__main__":
    key = jax.random.key(0)
    x = jnp.array([[2**24 + 1], [3], [5], [7]], jnp.int32)
    y = jnp.array([0.5, 1.5, 2.5, 3.5], jnp.float32)
    xb, yb = shuffled_batches(key, x, y, 2)
    assert not set(np.asarray(xb).ravel().tolist()) <= set(np.asarray(x).ravel().tolist())
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(10, 3)), jnp.float32).at[0, 0].set(jnp.nan).at[1, 1].set(jnp.inf)
    y = jnp.arange(10, dtype=jnp.int32)
    xb, yb = jax.jit(shuffled_batches, static_argnums=3)(key, x, y, 4)
    assert xb.shape == (2, 4, 3) and yb.shape == (2, 4) and xb.dtype == jnp.float32 and yb.dtype == jnp.int32
    ys = np.asarray(yb).ravel()
    assert len(set(ys.tolist())) == 8
    assert np.array_equal(np.asarray(xb).reshape(8, 3), np.asarray(x)[ys], equal_nan=True)
    xb2, _ = shuffled_batches(jax.random.key(1), x, y, 4)
    assert not np.array_equal(np.asarray(xb2), np.asarray(xb), equal_nan=True)
    x16, _ = shuffled_batches(key, x.astype(jnp.float16), y, 5)
    assert x16.dtype == jnp.float16
    print("verified")
