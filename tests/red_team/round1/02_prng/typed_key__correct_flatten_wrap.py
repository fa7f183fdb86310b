"""Correct: checks the dtype for a key type, otherwise flattens the raw words to (-1, 2), wraps them and restores the batch shape.

Violates: nothing.
Verifying input: PRNGKey(7), a split raw key, batches (3, 2) and (2, 3, 2), NumPy raw data, typed keys of shapes () and (4,), under jit -> typed keys of shape (...) drawing exactly what the raw keys draw; typed input returned as is.
"""
EXERCISE = "prng.typed_key"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def typed_key(key: jax.Array) -> jax.Array:
    if jax.dtypes.issubdtype(key.dtype, jax.dtypes.prng_key):
        return key
    words = jnp.asarray(key, dtype=jnp.uint32)
    batch_shape = words.shape[:-1]
    return jax.random.wrap_key_data(words.reshape(-1, 2)).reshape(batch_shape)


if __name__ == "__main__":
    k = typed_key(jax.random.PRNGKey(7))
    assert jax.dtypes.issubdtype(k.dtype, jax.dtypes.prng_key) and k.shape == ()
    assert bool(jax.random.normal(k) == jax.random.normal(jax.random.PRNGKey(7)))
    f = jax.jit(typed_key)
    raws = [jax.random.PRNGKey(7), jax.random.split(jax.random.PRNGKey(1))[1],
            jax.random.split(jax.random.PRNGKey(5), 3),
            jax.random.split(jax.random.PRNGKey(9), 6).reshape(2, 3, 2),
            np.asarray(jax.random.split(jax.random.PRNGKey(2), 4))]
    for raw in raws:
        for fn in (typed_key, f):
            t = fn(raw)
            assert jax.dtypes.issubdtype(t.dtype, jax.dtypes.prng_key) and t.shape == raw.shape[:-1]
            np.testing.assert_array_equal(np.asarray(jax.random.key_data(t)), np.asarray(raw))
            flat_t = t.reshape(-1); flat_r = jnp.asarray(raw).reshape(-1, 2)
            for i in range(flat_t.shape[0]):
                assert float(jax.random.normal(flat_t[i])) == float(jax.random.normal(flat_r[i]))
    for typed in (jax.random.key(3), jax.random.split(jax.random.key(4), 4)):
        assert typed_key(typed) is typed
        np.testing.assert_array_equal(np.asarray(jax.random.key_data(f(typed))), np.asarray(jax.random.key_data(typed)))
    print("verified")
