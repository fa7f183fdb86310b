"""The student keeps pairs together by gluing ``y`` onto ``x`` as an extra column, permuting once and splitting again (casting each part back to its dtype): the glued array has a common float dtype, so integer labels past 2**24 (or int inputs) are rounded on the way.

Violates: "each input still paired with its own target" / "each keeps the dtype of its input (... integer labels stay integers)" for "y: targets ... of any dtype (float values, or integer class labels)".
Verifying input: x = zeros((4, 1)) float32, y = [16777217] * 4 int32, batch_size 2 -> requires every label 16777217, this returns 16777216.
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def shuffled_batches(key, x, y, batch_size):
    n, d = x.shape
    n_batches = n // batch_size
    kept = n_batches * batch_size
    xy = jnp.concatenate([x, y[:, None]], axis=1)  # one array: rows move together
    xy = jax.random.permutation(key, xy)
    xb = xy[:kept, :d].astype(x.dtype).reshape(n_batches, batch_size, d)
    yb = xy[:kept, d].astype(y.dtype).reshape(n_batches, batch_size)
    return xb, yb


if __name__ == "__main__":
    import numpy as np

    xb, yb = shuffled_batches(jax.random.key(0), jnp.ones((10, 3)), jnp.ones(10), 4)
    assert xb.shape == (2, 4, 3) and yb.shape == (2, 4)
    f = jax.jit(shuffled_batches, static_argnums=3)
    x = jnp.arange(40.0).reshape(20, 2)
    y = jnp.arange(20, dtype=jnp.int32)
    with jax.debug_key_reuse(True):
        xb, yb = f(jax.random.key(1), x, y, 6)
        xb2, _ = f(jax.random.key(2), x, y, 6)
    assert xb.shape == (3, 6, 2) and yb.dtype == jnp.int32
    np.testing.assert_array_equal(np.asarray(xb[..., 0]) / 2, np.asarray(yb))  # pairs kept
    assert len(set(np.asarray(yb).ravel().tolist())) == 18
    assert not np.array_equal(np.asarray(xb), np.asarray(xb2))
    xh = jnp.array([[np.inf], [np.nan], [1.0], [2.0]], jnp.float16)
    xb, yb = f(jax.random.key(3), xh, jnp.array([0.0, 1.0, 2.0, 3.0]), 2)
    assert xb.dtype == jnp.float16
    xb, yb = f(jax.random.key(4), jnp.zeros((4, 1)), jnp.full(4, 16777217, jnp.int32), 2)
    assert yb.dtype == jnp.int32 and set(np.asarray(yb).ravel().tolist()) == {16777216}, yb  # requires 16777217
    print("verified")
