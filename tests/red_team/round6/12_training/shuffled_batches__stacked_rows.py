"""Keeps pairs together by stacking y as an extra column of x, permuting the rows once and splitting them again; the stack is in the promoted dtype, so integer labels pass through float16 (or float32) and lose their low bits.

Violates: "each input still paired with its own target" / "each keeps the dtype of its input (a float16 ``x`` stays float16, integer labels stay integers)"
Verifying input: x float16 (4, 2), y int32 [2049, 2051, 3, 5], batch_size 2 -> requires the labels {2049, 2051, 3, 5}, this returns {2048, 2052, 3, 5}.
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def shuffled_batches(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    kept = n_batches * batch_size
    table = jnp.concatenate([x, y[:, None].astype(jnp.result_type(x, y))], axis=1)
    table = jax.random.permutation(key, table)[:kept]
    x_batches = table[:, :-1].astype(x.dtype).reshape(n_batches, batch_size, *x.shape[1:])
    y_batches = table[:, -1].astype(y.dtype).reshape(n_batches, batch_size)
    return x_batches, y_batches


if __name__ == "__main__":
    import numpy as np

    xb, yb = shuffled_batches(jax.random.key(0), jnp.ones((10, 3)), jnp.ones(10), 4)
    assert (xb.shape, yb.shape) == ((2, 4, 3), (2, 4))
    x = jnp.arange(8, dtype=jnp.float16).reshape(4, 2)
    y = jnp.array([2049, 2051, 3, 5], jnp.int32)
    xb, yb = shuffled_batches(jax.random.key(1), x, y, 2)
    print("dtypes", xb.dtype, yb.dtype, "labels", sorted(np.asarray(yb).ravel().tolist()))
    assert xb.dtype == jnp.float16 and yb.dtype == jnp.int32            # dtypes look right...
    assert sorted(np.asarray(yb).ravel().tolist()) != sorted(np.asarray(y).tolist())   # ...values are not
    print("verified")
