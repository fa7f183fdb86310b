"""Decides "raw" by the shape (..., 2) instead of the dtype, so a typed key batch of shape (2,) is wrapped again and fails.

Violates: "key: either a typed key (any shape, ...) ... a typed ``key`` comes back as it is."
Verifying input: typed_key(jax.random.split(jax.random.key(0))) (typed, shape (2,)) -> the docstring requires the same typed keys back; this raises TypeError.
"""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


def typed_key(key: jax.Array) -> jax.Array:
    if key.ndim >= 1 and key.shape[-1] == 2:  # raw PRNGKey data: (..., 2) uint32
        return jax.random.wrap_key_data(jnp.asarray(key))
    return key


if __name__ == "__main__":
    k = typed_key(jax.random.PRNGKey(7))
    assert (jax.dtypes.issubdtype(k.dtype, jax.dtypes.prng_key), k.shape) == (True, ())
    assert bool(jax.random.normal(k) == jax.random.normal(jax.random.PRNGKey(7)))
    try:
        typed_key(jax.random.split(jax.random.key(0)))
    except Exception as e:
        print("flaw shown:", type(e).__name__, str(e)[:100])
    else:
        raise AssertionError("expected an error for a typed key batch of shape (2,)")
