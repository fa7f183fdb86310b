"""Correct: dispatches on the dtype (a key dtype passes through), and wraps raw uint32 (..., 2) data as threefry2x32 keys.

Verifying input: checked the Example, typed threefry/rbg keys and key batches returned as they are, raw batches (3, 2)
and (2, 2, 2) from JAX and NumPy, equal draws for each raw key, and use under jax.jit.
"""
EXERCISE = "prng.typed_key"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def typed_key(key: jax.Array) -> jax.Array:
    dtype = getattr(key, "dtype", None)
    if dtype is not None and jax.dtypes.issubdtype(dtype, jax.dtypes.prng_key):
        return key
    data = jnp.asarray(key).astype(jnp.uint32)
    return jax.random.wrap_key_data(data, impl="threefry2x32")


if __name__ == "__main__":
    k = typed_key(jax.random.PRNGKey(7))
    assert (jax.dtypes.issubdtype(k.dtype, jax.dtypes.prng_key), k.shape) == (True, ())
    assert bool(jax.random.normal(k) == jax.random.normal(jax.random.PRNGKey(7)))
    rbg = jax.random.key(0, impl="rbg"); assert typed_key(rbg) is rbg
    ks = jax.random.split(jax.random.key(0)); assert typed_key(ks) is ks
    raw = jax.random.split(jax.random.PRNGKey(3), 6).reshape(2, 3, 2)
    t = typed_key(np.asarray(raw)); assert t.shape == (2, 3)
    assert float(jax.random.normal(t[1, 2])) == float(jax.random.normal(raw[1, 2]))
    tj = jax.jit(typed_key)(raw); assert (jax.random.key_data(tj) == raw).all()
    print("ok")
