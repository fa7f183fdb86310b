"""Keeps inputs and targets paired by stacking y as an extra column of x and permuting once; the stack promotes to x's float16, so large integer labels are rounded.

Violates: "each keeps the dtype of its input (a float16 ``x`` stays float16, integer labels stay integers)" / "each input still paired with its own target"
Verifying input: shuffled_batches(jax.random.key(0), jnp.ones((4, 1), jnp.float16), jnp.arange(4097, 4101), 4) -> the docstring requires labels {4097, 4098, 4099, 4100}; this returns labels rounded through float16, e.g. {4096, 4100}.
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def shuffled_batches(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    kept = n_batches * batch_size
    xy = jnp.concatenate([x, y[:, None]], axis=1)  # one permutation keeps pairs together
    xy = jax.random.permutation(key, xy, axis=0)[:kept]
    x_batches = xy[:, :-1].reshape(n_batches, batch_size, x.shape[1])
    y_batches = xy[:, -1].astype(y.dtype).reshape(n_batches, batch_size)
    return x_batches, y_batches


if __name__ == "__main__":
    xb, yb = shuffled_batches(jax.random.key(0), jnp.ones((10, 3)), jnp.ones(10), 4)
    assert (xb.shape, yb.shape) == ((2, 4, 3), (2, 4))
    xb, yb = shuffled_batches(jax.random.key(0), jnp.ones((4, 1), jnp.float16), jnp.arange(4097, 4101), 4)
    labels = sorted(yb.reshape(-1).tolist())
    assert yb.dtype == jnp.int32 and labels != [4097, 4098, 4099, 4100], labels
    print("flaw shown: labels", labels, "expected [4097, 4098, 4099, 4100]")
