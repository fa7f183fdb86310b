"""Keeps pairs together by concatenating ``y`` as an extra column of ``x``, permuting once, and splitting/casting back; the joint array has jnp's promoted dtype (float16 for float16 x + int32 y), so labels are rounded.

Violates: "each keeps the dtype of its input (a float16 ``x`` stays float16, integer labels stay integers)" / "each input still paired with its own target".
Verifying input: x = zeros((8, 2), float16), y = 5000 + arange(8) (int32), batch_size 4 -> the docstring requires the labels 5000..5007 permuted, this returns rounded labels such as 5000, 5000, 5004, 5008.
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


def shuffled_batches(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    kept = n_batches * batch_size
    joint = jnp.concatenate([x, y[:, None]], axis=1)  # one array: pairs cannot drift apart
    joint = jax.random.permutation(key, joint)[:kept]
    x_batches = joint[:, :-1].astype(x.dtype).reshape(n_batches, batch_size, *x.shape[1:])
    y_batches = joint[:, -1].astype(y.dtype).reshape(n_batches, batch_size)
    return x_batches, y_batches


if __name__ == "__main__":
    xb, yb = shuffled_batches(jax.random.key(0), jnp.ones((10, 3)), jnp.ones(10), 4)
    assert (xb.shape, yb.shape) == ((2, 4, 3), (2, 4))
    x, y = jnp.arange(20.0).reshape(10, 2), jnp.arange(10)
    xb, yb = shuffled_batches(jax.random.key(3), x, y, 3)
    assert yb.dtype == y.dtype and np.array_equal(np.asarray(xb[..., 0]) / 2, np.asarray(yb))
    x16, labels = jnp.zeros((8, 2), jnp.float16), 5000 + jnp.arange(8)
    xb, yb = shuffled_batches(jax.random.key(0), x16, labels, 4)
    assert xb.dtype == jnp.float16 and yb.dtype == labels.dtype
    got = sorted(np.asarray(yb).ravel().tolist())
    assert got != list(range(5000, 5008)), got
    print("verified")
