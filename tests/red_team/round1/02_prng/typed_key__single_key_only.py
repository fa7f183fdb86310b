"""Wraps only a single raw key of shape (2,); a batch of raw keys (n, 2) is returned as it is, still raw uint32 data.

Violates: "A typed key array: for raw data of shape (..., 2) one of shape (...)".
Verifying input: jax.random.split(jax.random.PRNGKey(5), 3) (uint32, shape (3, 2)) -> the docstring requires a typed key array of shape (3,), this returns the uint32 (3, 2) array.
"""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp
import numpy as np


def typed_key(key: jax.Array) -> jax.Array:
    if jax.dtypes.issubdtype(key.dtype, jax.dtypes.prng_key):
        return key
    if key.shape == (2,):
        return jax.random.wrap_key_data(jnp.asarray(key, jnp.uint32))
    return key   # anything else is already a key


if __name__ == "__main__":
    k = typed_key(jax.random.PRNGKey(7))
    assert jax.dtypes.issubdtype(k.dtype, jax.dtypes.prng_key) and k.shape == ()
    assert bool(jax.random.normal(k) == jax.random.normal(jax.random.PRNGKey(7)))
    raw = np.asarray(jax.random.split(jax.random.PRNGKey(1))[1])
    assert float(jax.random.normal(jax.jit(typed_key)(raw))) == float(jax.random.normal(raw))
    typed_batch = jax.random.split(jax.random.key(0), 4)
    assert typed_key(typed_batch) is typed_batch
    legacy = jax.random.split(jax.random.PRNGKey(5), 3)
    out = typed_key(legacy)
    assert not jax.dtypes.issubdtype(out.dtype, jax.dtypes.prng_key) and out.shape == (3, 2), out
    print("verified")
