"""The student rebuilds each typed key from the low word of the raw data with jax.random.key(seed); that is the same key only for keys made by PRNGKey(seed) with a small non-negative seed, not for split or folded raw keys.

Violates: "one of shape ``(...)`` whose keys draw the same numbers as the raw keys (the same key data)".
Verifying input: raw = jax.random.split(jax.random.PRNGKey(0))[0] (a raw uint32 (2,) key) -> requires normal(typed_key(raw)) == normal(raw), this draws a different number (key data [0, w1] instead of [w0, w1]).
"""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def typed_key(key: jax.Array) -> jax.Array:
    if jax.dtypes.issubdtype(key.dtype, jax.dtypes.prng_key):
        return key
    data = jnp.asarray(key, jnp.uint32)
    seeds = data[..., 1].reshape(-1)   # PRNGKey(seed) stores the seed in the last word
    keys = jax.vmap(jax.random.key)(seeds)
    return keys.reshape(data.shape[:-1])


if __name__ == "__main__":
    import numpy as np

    k = typed_key(jax.random.PRNGKey(7))
    assert jax.dtypes.issubdtype(k.dtype, jax.dtypes.prng_key) and k.shape == ()
    assert bool(jax.random.normal(k) == jax.random.normal(jax.random.PRNGKey(7)))
    for seed in (0, 1, 12345, 2**31 - 1):
        raw = jax.random.PRNGKey(seed)
        for kk in (typed_key(raw), jax.jit(typed_key)(raw), typed_key(np.asarray(raw))):
            assert jax.random.normal(kk) == jax.random.normal(raw)
    batch = jnp.stack([jax.random.PRNGKey(s) for s in range(6)]).reshape(2, 3, 2)
    tk = typed_key(batch)
    assert tk.shape == (2, 3)
    np.testing.assert_array_equal(np.asarray(jax.random.key_data(tk)), np.asarray(batch))
    t = jax.random.key(3)
    assert typed_key(t) is t
    raw = jax.random.split(jax.random.PRNGKey(0))[0]
    assert np.asarray(raw)[0] != 0
    assert jax.random.normal(typed_key(raw)) != jax.random.normal(raw)
    print("verified")
