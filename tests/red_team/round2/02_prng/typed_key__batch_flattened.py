"""The student handles one raw key and a list of raw keys, but reshapes any batch to (-1, 2), so a batch with two or more batch axes comes back flattened.

Violates: "for raw data of shape ``(..., 2)`` one of shape ``(...)``" ("or a batch of them, shape ``(..., 2)``").
Verifying input: raw keys of shape (2, 3, 2) -> requires a typed key array of shape (2, 3), this returns shape (6,).
"""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


def typed_key(key: jax.Array) -> jax.Array:
    if jax.dtypes.issubdtype(key.dtype, jax.dtypes.prng_key):
        return key
    data = jnp.asarray(key, jnp.uint32)
    if data.ndim == 1:
        return jax.random.wrap_key_data(data)
    return jax.random.wrap_key_data(data.reshape(-1, 2))


if __name__ == "__main__":
    import numpy as np

    k = typed_key(jax.random.PRNGKey(7))
    assert jax.dtypes.issubdtype(k.dtype, jax.dtypes.prng_key) and k.shape == ()
    assert bool(jax.random.normal(k) == jax.random.normal(jax.random.PRNGKey(7)))
    raws = jax.random.split(jax.random.PRNGKey(0), 5)      # raw (5, 2)
    for kk in (typed_key(raws), jax.jit(typed_key)(raws), typed_key(np.asarray(raws))):
        assert kk.shape == (5,)
        for i in range(5):
            assert jax.random.normal(kk[i]) == jax.random.normal(raws[i])
    t = jax.random.split(jax.random.key(3), (2, 2))
    assert typed_key(t) is t
    batch = jax.random.split(jax.random.PRNGKey(1), 6).reshape(2, 3, 2)
    assert typed_key(batch).shape == (6,), typed_key(batch).shape
    print("verified")
