"""The student normalises the raw data with np.asarray (to accept NumPy input), which pulls the array to the host and fails on a tracer under jax.jit.

Violates: "Makes no new randomness, and works under ``jax.jit``."
Verifying input: jax.jit(typed_key)(jax.random.PRNGKey(7)) -> requires a typed key that draws like PRNGKey(7), this raises TracerArrayConversionError.
"""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp
import numpy as np


def typed_key(key):
    if jax.dtypes.issubdtype(key.dtype, jax.dtypes.prng_key):
        return key
    data = np.asarray(key, dtype=np.uint32)
    return jax.random.wrap_key_data(data)


if __name__ == "__main__":
    k = typed_key(jax.random.PRNGKey(7))
    assert bool(jax.random.normal(k) == jax.random.normal(jax.random.PRNGKey(7)))       # eager: fine
    try:
        jax.jit(typed_key)(jax.random.PRNGKey(7))
        raise SystemExit("unexpectedly worked under jit")
    except jax.errors.TracerArrayConversionError as error:
        print("under jit:", type(error).__name__)
    print("verified")
