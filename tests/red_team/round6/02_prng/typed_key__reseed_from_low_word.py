"""The student rebuilds the key from a seed, jax.random.key(raw[..., 1]); that reproduces PRNGKey(seed) for small seeds (data [0, seed]) but not keys whose first word is non-zero, such as split keys.

Violates: "one of shape ``(...)`` whose keys draw the same numbers as the raw keys (the same key data)" and "Makes no new randomness"
Verifying input: key = jax.random.split(jax.random.PRNGKey(5), 3) -> requires key_data(result) == key and the same normals, this returns keys with data [0, raw[k, 1]] that draw other numbers.
"""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def typed_key(key):
    if jax.dtypes.issubdtype(key.dtype, jax.dtypes.prng_key):
        return key
    seeds = jnp.asarray(key)[..., 1]
    keys = jax.vmap(jax.random.key)(seeds.reshape(-1))
    return keys.reshape(seeds.shape)


if __name__ == "__main__":
    import numpy as np

    k = typed_key(jax.random.PRNGKey(7))                    # the docstring example passes
    assert k.shape == () and bool(jax.random.normal(k) == jax.random.normal(jax.random.PRNGKey(7)))
    raw = jax.random.split(jax.random.PRNGKey(5), 3)
    got = typed_key(raw)
    print("raw data", np.asarray(raw).tolist(), "typed data", np.asarray(jax.random.key_data(got)).tolist())
    assert got.shape == (3,)
    assert not np.array_equal(np.asarray(jax.random.key_data(got)), np.asarray(raw))
    assert not np.allclose(np.asarray(jax.vmap(jax.random.normal)(got)), np.asarray(jax.vmap(jax.random.normal)(raw)))
    print("verified")
