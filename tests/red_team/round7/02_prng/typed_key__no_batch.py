"""The student only wraps a single raw key of shape (2,), so a batch of raw keys of shape (n, 2) comes back unwrapped.

Violates: "or a batch of them, shape ``(..., 2)``" / "for raw data of shape ``(..., 2)`` one of shape ``(...)``"
Verifying input: typed_key(jax.random.split(jax.random.PRNGKey(0), 3)) must be a typed key array of shape (3,); this returns the uint32 (3, 2) array.
"""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def typed_key(key):
    if jax.dtypes.issubdtype(key.dtype, jax.dtypes.prng_key):
        return key
    if key.shape == (2,):
        return jax.random.wrap_key_data(jnp.asarray(key, jnp.uint32))
    return key


if __name__ == "__main__":
    is_typed = lambda k: jax.dtypes.issubdtype(k.dtype, jax.dtypes.prng_key)
    raw = jax.random.split(jax.random.PRNGKey(0), 3)
    out = typed_key(raw)
    assert not (is_typed(out) and out.shape == (3,))
    k = typed_key(jax.random.PRNGKey(7))
    assert is_typed(k) and k.shape == ()
    assert jax.random.normal(k) == jax.random.normal(jax.random.PRNGKey(7))
    k2 = typed_key(np.asarray(jax.random.PRNGKey(3)))
    assert is_typed(k2) and jax.random.normal(k2) == jax.random.normal(jax.random.PRNGKey(3))
    t = jax.random.key(5)
    assert typed_key(t) is t
    kj = jax.jit(typed_key)(jax.random.PRNGKey(7))
    assert jax.random.normal(kj) == jax.random.normal(jax.random.PRNGKey(7))
    print("verified")
