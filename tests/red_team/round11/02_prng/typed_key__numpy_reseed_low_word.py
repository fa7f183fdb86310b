"""A NumPy raw key is assumed to come from ``jax.random.PRNGKey(seed)`` and is re-seeded with
``jax.random.key(seed)``, the seed read from the low word ``key[..., 1]`` on the host. For
``PRNGKey(seed)`` (data ``[0, seed]``) that is the same key, so the docstring's example and
every freshly seeded NumPy key pass; JAX arrays are wrapped as they are. But raw data whose high
word is not 0 (any key that came from ``split`` or ``fold_in`` and was saved with NumPy) loses
its high word and draws different numbers.

Violates: "whose keys draw the same numbers as the raw keys (the same key data)"
Verifying input: raw = np.asarray(jax.random.key_data(jax.random.fold_in(jax.random.key(0), 5))); typed_key(raw) must draw jax.random.normal(raw); this returns jax.random.key(raw[1]) whose data is [0, raw[1]] and draws another number.
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
        # a NumPy raw key is taken to be PRNGKey(seed): re-seed from its low word
        low = np.asarray(key, np.uint32)[..., 1]
        data = np.stack([np.zeros_like(low), low], axis=-1)
        return jax.random.wrap_key_data(jnp.asarray(data), impl="threefry2x32")
    return jax.random.wrap_key_data(jnp.asarray(key, jnp.uint32), impl="threefry2x32")


if __name__ == "__main__":
    k = typed_key(jax.random.PRNGKey(7))
    assert jax.dtypes.issubdtype(k.dtype, jax.dtypes.prng_key) and k.shape == ()
    assert bool(jax.random.normal(k) == jax.random.normal(jax.random.PRNGKey(7)))
    # freshly seeded NumPy keys, batch too: fine
    seeded = np.stack([np.asarray(jax.random.PRNGKey(s)) for s in (1, 2, 3)])
    kb = typed_key(seeded)
    assert kb.shape == (3,)
    assert bool(jax.random.normal(kb[2]) == jax.random.normal(jax.random.PRNGKey(3)))
    # a derived key saved with NumPy
    raw_jax = jax.random.key_data(jax.random.fold_in(jax.random.key(0), 5))
    raw = np.asarray(raw_jax)
    assert raw[0] != 0
    got = typed_key(raw)
    assert not np.array_equal(np.asarray(jax.random.key_data(got)), raw)
    assert bool(jax.random.normal(got) != jax.random.normal(raw_jax))
    # the JAX array of the same data is fine
    assert bool(jax.random.normal(typed_key(raw_jax)) == jax.random.normal(raw_jax))
    print("flaw shown: NumPy key", raw.tolist(), "re-seeded as", np.asarray(jax.random.key_data(got)).tolist())
