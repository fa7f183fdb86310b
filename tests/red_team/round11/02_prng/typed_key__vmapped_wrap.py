"""Correct, unusual style: instead of one ``wrap_key_data`` call on the whole batch, the raw
data (JAX or NumPy, taken as uint32 by ``jnp.asarray``, never touched on the host) is flattened
to ``(-1, 2)``, wrapped key by key under ``jax.vmap`` with the threefry implementation named
explicitly, and the typed keys are reshaped back to the batch shape. A typed key is recognised
by its dtype (``getattr`` so NumPy arrays and tracers are both handled) and returned as it is.
"""
EXERCISE = "prng.typed_key"
VERDICT = "pass"
KIND = "correct"

import functools

import jax
import jax.numpy as jnp
import numpy as np


def typed_key(key: jax.Array) -> jax.Array:
    if jax.dtypes.issubdtype(getattr(key, "dtype", np.dtype(np.uint32)), jax.dtypes.prng_key):
        return key
    data = jnp.asarray(key, dtype=jnp.uint32)
    batch_shape = data.shape[:-1]
    wrap_one = functools.partial(jax.random.wrap_key_data, impl="threefry2x32")
    flat = data.reshape((-1, data.shape[-1]))
    return jax.vmap(wrap_one)(flat).reshape(batch_shape)


if __name__ == "__main__":
    k = typed_key(jax.random.PRNGKey(7))
    assert jax.dtypes.issubdtype(k.dtype, jax.dtypes.prng_key) and k.shape == ()
    assert bool(jax.random.normal(k) == jax.random.normal(jax.random.PRNGKey(7)))
    # NumPy data of a derived key, and a batch of shape (2, 3, 2)
    raw = jax.random.key_data(jax.random.split(jax.random.key(3), 6)).reshape(2, 3, 2)
    for data in (raw, np.asarray(raw)):
        kb = typed_key(data)
        assert kb.shape == (2, 3)
        assert np.array_equal(np.asarray(jax.random.key_data(kb)), np.asarray(raw))
        assert bool(jax.random.normal(kb[1, 2]) == jax.random.normal(raw[1, 2]))
    # typed keys come back as they are, rbg too
    rk = jax.random.key(1, impl="rbg")
    assert typed_key(rk) is rk
    # under jit, and an empty batch
    kj = jax.jit(typed_key)(jax.random.PRNGKey(7))
    assert bool(jax.random.normal(kj) == jax.random.normal(jax.random.PRNGKey(7)))
    assert typed_key(np.zeros((0, 2), np.uint32)).shape == (0,)
    print("ok")
