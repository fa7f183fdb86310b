"""The student decides "raw or typed" by looking for a trailing axis of length 2 instead of at the dtype, so a typed key batch of shape (..., 2), e.g. from jax.random.split(key), is treated as raw data and crashes.

Violates: "key: either a typed key (any shape) ..." / "a typed ``key`` comes back as it is."
Verifying input: typed_key(jax.random.split(jax.random.key(0))) (typed, shape (2,)) -> requires the same typed key array back, this raises a TypeError.
"""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


def typed_key(key: jax.Array) -> jax.Array:
    if key.ndim >= 1 and key.shape[-1] == 2:
        return jax.random.wrap_key_data(jnp.asarray(key, jnp.uint32))
    return key


if __name__ == "__main__":
    import numpy as np

    k = typed_key(jax.random.PRNGKey(7))
    assert jax.dtypes.issubdtype(k.dtype, jax.dtypes.prng_key) and k.shape == ()
    assert bool(jax.random.normal(k) == jax.random.normal(jax.random.PRNGKey(7)))
    raw = np.asarray(jax.random.split(jax.random.PRNGKey(3), 12)).reshape(3, 4, 2)
    kb = jax.jit(typed_key)(raw)
    assert kb.shape == (3, 4)
    np.testing.assert_array_equal(np.asarray(jax.random.key_data(kb)), raw)
    np.testing.assert_array_equal(
        np.asarray(jax.vmap(jax.vmap(jax.random.normal))(kb)),
        np.asarray(jax.vmap(jax.vmap(jax.random.normal))(jnp.asarray(raw))),
    )
    t = jax.random.key(5)
    assert typed_key(t) is t
    t3 = jax.random.split(t, 3)
    assert typed_key(t3) is t3

    t2 = jax.random.split(jax.random.key(0))
    try:
        out = typed_key(t2)
        raise AssertionError(f"unexpectedly worked: {out}")
    except (TypeError, ValueError) as e:
        print("typed key of shape (2,) ->", type(e).__name__, str(e)[:80])
    print("verified")
