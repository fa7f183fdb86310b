"""The student decides "raw" by the shape (last axis of length 2) instead of the dtype, so a typed key batch of shape (n, 2) is sent to wrap_key_data and fails.

Violates: "a typed ``key`` comes back as it is" (key: "either a typed key (any shape), or raw key data")
Verifying input: key = jax.random.split(jax.random.key(0), (3, 2)) (typed, shape (3, 2)) -> requires the same key back, this raises TypeError.
"""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


def typed_key(key):
    if key.ndim >= 1 and key.shape[-1] == 2:
        return jax.random.wrap_key_data(jnp.asarray(key))
    return key


if __name__ == "__main__":
    import numpy as np

    raw = jax.random.split(jax.random.PRNGKey(5), 3)
    assert np.array_equal(np.asarray(jax.random.key_data(typed_key(raw))), np.asarray(raw))   # raw keys work
    assert typed_key(jax.random.key(1)).shape == ()                                            # a single typed key too
    typed = jax.random.split(jax.random.key(0), (3, 2))
    try:
        out = typed_key(typed)
        raise SystemExit(f"unexpectedly returned {out}")
    except (TypeError, ValueError) as error:
        print("typed key of shape (3, 2):", type(error).__name__)
    print("verified")
