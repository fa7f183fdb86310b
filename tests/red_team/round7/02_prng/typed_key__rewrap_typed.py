"""The student normalises every key with wrap_key_data(key_data(key)), which rewraps a typed rbg key as threefry (and fails on its 4-word data).

Violates: "key: either a typed key (any shape, any implementation: ``impl=\"rbg\"`` too)" / "a typed ``key`` comes back as it is"
Verifying input: typed_key(jax.random.key(0, impl="rbg")) must return that rbg key; this raises (rbg key data has 4 words).
"""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def typed_key(key):
    if jax.dtypes.issubdtype(key.dtype, jax.dtypes.prng_key):
        key = jax.random.key_data(key)
    return jax.random.wrap_key_data(jnp.asarray(key, jnp.uint32))


if __name__ == "__main__":
    is_typed = lambda k: jax.dtypes.issubdtype(k.dtype, jax.dtypes.prng_key)
    rbg = jax.random.key(0, impl="rbg")
    try:
        out = typed_key(rbg)
        wrong = not (jax.random.normal(out) == jax.random.normal(rbg))
    except Exception:
        wrong = True
    assert wrong
    k = typed_key(jax.random.PRNGKey(7))
    assert is_typed(k) and k.shape == ()
    assert jax.random.normal(k) == jax.random.normal(jax.random.PRNGKey(7))
    raw = jax.random.split(jax.random.PRNGKey(0), 3)
    kb = typed_key(raw)
    assert is_typed(kb) and kb.shape == (3,)
    assert np.array_equal(np.asarray(jax.vmap(jax.random.normal)(kb)), np.asarray(jax.vmap(jax.random.normal)(raw)))
    t = jax.random.key(5)
    assert jax.random.normal(typed_key(t)) == jax.random.normal(t)
    print("verified")
