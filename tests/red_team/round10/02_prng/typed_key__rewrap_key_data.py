"""Normalises every input through jax.random.key_data + wrap_key_data with the default implementation, so a typed rbg key cannot come back.

Violates: "key: either a typed key (any shape, any implementation: ``impl="rbg"`` too) ... a typed ``key`` comes back as it is."
Verifying input: typed_key(jax.random.key(0, impl="rbg")) -> the docstring requires that rbg key back unchanged; this raises (rbg key data has 4 words, threefry wants 2).
"""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp


def typed_key(key: jax.Array) -> jax.Array:
    if jax.dtypes.issubdtype(key.dtype, jax.dtypes.prng_key):
        key = jax.random.key_data(key)
    return jax.random.wrap_key_data(jnp.asarray(key, jnp.uint32))


if __name__ == "__main__":
    k = typed_key(jax.random.PRNGKey(7))
    assert (jax.dtypes.issubdtype(k.dtype, jax.dtypes.prng_key), k.shape) == (True, ())
    assert bool(jax.random.normal(k) == jax.random.normal(jax.random.PRNGKey(7)))
    try:
        typed_key(jax.random.key(0, impl="rbg"))
    except Exception as e:
        print("flaw shown:", type(e).__name__, str(e)[:100])
    else:
        raise AssertionError("expected an error for an rbg key")
