"""The student decides "already typed" by comparing the dtype with that of a default ``jax.random.key``, so a typed key of another implementation (rbg) is sent to ``wrap_key_data`` and fails.

Violates: "either a typed key (any shape, any implementation: impl="rbg" too)" / "a typed key comes back as it is"
Verifying input: typed_key(jax.random.key(0, impl="rbg")) must return that key unchanged; this raises.
"""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np

_TYPED = jax.random.key(0).dtype


def typed_key(key: jax.Array) -> jax.Array:
    if getattr(key, "dtype", None) == _TYPED:
        return key
    return jax.random.wrap_key_data(jnp.asarray(key, jnp.uint32))


if __name__ == "__main__":
    k = typed_key(jax.random.PRNGKey(7))
    assert jax.dtypes.issubdtype(k.dtype, jax.dtypes.prng_key) and k.shape == ()
    assert bool(jax.random.normal(k) == jax.random.normal(jax.random.PRNGKey(7)))
    kb = jax.jit(typed_key)(np.asarray(jax.random.split(jax.random.PRNGKey(1), 3)))
    assert kb.shape == (3,)
    rbg = jax.random.key(0, impl="rbg")
    try:
        out = typed_key(rbg)
        ok = out is rbg or bool(jnp.all(jax.random.key_data(out) == jax.random.key_data(rbg)))
    except Exception as e:
        print("raised:", type(e).__name__, str(e)[:100])
        ok = False
    assert not ok
    print("flaw shown")
