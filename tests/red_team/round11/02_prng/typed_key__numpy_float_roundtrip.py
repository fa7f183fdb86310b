"""Raw key data that arrives as a NumPy array is "normalised" on the host by copying it
through ``np.array(key, dtype=np.float32)`` before it is wrapped; JAX arrays take the direct
path. float32 has a 24-bit significand, so every uint32 word above 2**24 is rounded: the key
data changes, and the typed key draws different numbers. ``jax.random.PRNGKey(7)`` is
``[0, 7]``, exactly representable, so the docstring's example still passes.

Violates: "for raw data of shape ``(..., 2)`` one of shape ``(...)`` whose keys draw the same numbers as the raw keys (the same key data)"
Verifying input: raw = np.asarray(jax.random.key_data(jax.random.split(jax.random.key(3))[1])) (words 1946498123, 2217676430); typed_key(raw) must hold that key data and draw jax.random.normal(raw); this returns a key with data [1946498176, 2217676544] that draws a different number.
"""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
KIND = "numpy_inputs"

import jax
import jax.numpy as jnp
import numpy as np


def typed_key(key: jax.Array) -> jax.Array:
    if jax.dtypes.issubdtype(key.dtype, jax.dtypes.prng_key):
        return key
    if isinstance(key, np.ndarray):
        # host copy, "cleaned" through float32
        key = np.array(key, dtype=np.float32).astype(np.uint32)
    return jax.random.wrap_key_data(jnp.asarray(key, jnp.uint32), impl="threefry2x32")


if __name__ == "__main__":
    # docstring examples still pass
    k = typed_key(jax.random.PRNGKey(7))
    assert jax.dtypes.issubdtype(k.dtype, jax.dtypes.prng_key) and k.shape == ()
    assert bool(jax.random.normal(k) == jax.random.normal(jax.random.PRNGKey(7)))
    k_np = typed_key(np.asarray(jax.random.PRNGKey(7)))
    assert bool(jax.random.normal(k_np) == jax.random.normal(jax.random.PRNGKey(7)))
    # JAX raw data from a split key: fine
    raw_jax = jax.random.key_data(jax.random.split(jax.random.key(3))[1])
    assert bool(jax.random.normal(typed_key(raw_jax)) == jax.random.normal(raw_jax))
    # the same data as a NumPy array: key data changed, different draws
    raw = np.asarray(raw_jax)
    got = typed_key(raw)
    assert not np.array_equal(np.asarray(jax.random.key_data(got)), raw)
    assert bool(jax.random.normal(got) != jax.random.normal(raw_jax))
    print("flaw shown: NumPy raw key data", raw.tolist(), "became", np.asarray(jax.random.key_data(got)).tolist())
