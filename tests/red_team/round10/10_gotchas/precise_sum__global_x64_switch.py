"""Turns on jax_enable_x64 with jax.config.update and never turns it off, so every later computation in the program becomes 64-bit.

Violates: "JAX's global settings must be the same after the call as before it (later computations elsewhere in the program stay 32-bit)."
Verifying input: precise_sum(np.array([1.0])); jnp.asarray(1.0).dtype -> the docstring requires float32 afterwards; this gives float64.
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp


def precise_sum(x):
    jax.config.update("jax_enable_x64", True)
    return jnp.sum(jnp.asarray(x, dtype=jnp.float64))


if __name__ == "__main__":
    import numpy as np
    assert jnp.asarray(1.0).dtype == jnp.float32
    assert precise_sum(np.array([1e8 + 0.5, 0.25])).tolist() == 100000000.75
    after = jnp.asarray(1.0).dtype
    assert after == jnp.float64, after
    print("flaw shown: default dtype after the call is", after)
