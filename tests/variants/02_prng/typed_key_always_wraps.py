"""Wraps whatever it is given: right for raw keys, but a typed key is not raw data and makes it raise."""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
MESSAGE = "typed_key(key=jax.random.key("

import jax


def typed_key(key: jax.Array) -> jax.Array:
    return jax.random.wrap_key_data(key)
