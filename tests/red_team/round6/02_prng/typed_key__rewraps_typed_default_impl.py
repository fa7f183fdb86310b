"""The student always re-wraps, wrap_key_data(key_data(key)), also for typed keys; the data is re-read as threefry keys, which breaks typed keys of another implementation (e.g. "rbg", whose data has 4 words).

Violates: "a typed ``key`` comes back as it is." (key: "either a typed key (any shape)")
Verifying input: key = jax.random.key(0, impl="rbg") -> requires that key back (shape (), same draws), this raises TypeError (its 4 data words are re-read as threefry key data).
"""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def typed_key(key):
    if jax.dtypes.issubdtype(key.dtype, jax.dtypes.prng_key):
        key = jax.random.key_data(key)
    return jax.random.wrap_key_data(jnp.asarray(key, dtype=jnp.uint32))


if __name__ == "__main__":
    import numpy as np

    assert bool(jax.random.normal(typed_key(jax.random.PRNGKey(7))) == jax.random.normal(jax.random.PRNGKey(7)))
    assert float(jax.random.normal(typed_key(jax.random.key(3)))) == float(jax.random.normal(jax.random.key(3)))
    rbg = jax.random.key(0, impl="rbg")
    try:
        got = typed_key(rbg)
        raise SystemExit(f"unexpectedly returned {got.dtype} {got.shape}")
    except TypeError as error:
        print("rbg key:", type(error).__name__)
    print("verified")
