"""Switches 64-bit mode on with jax.config.update("jax_enable_x64", True) and never switches it back, so every later computation in the program becomes 64-bit.

Violates: "JAX's global settings must be the same after the call as before it (later computations elsewhere in the program stay 32-bit)."
Verifying input: precise_sum(np.array([1., 2.])) then jnp.ones(2).dtype -> requires float32 afterwards, this leaves jax_enable_x64 True and float64 arrays.
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp


def precise_sum(x):
    jax.config.update("jax_enable_x64", True)
    return jnp.sum(jnp.asarray(x, dtype=jnp.float64))


if __name__ == "__main__":
    import numpy as np

    got = precise_sum(np.array([1e8 + 0.5, 0.25]))
    assert got.tolist() == 100000000.75 and got.dtype == np.float64    # the sum itself is right
    later = jnp.ones(2)
    print("jax_enable_x64 after the call:", jax.config.jax_enable_x64, " later array:", later.dtype)
    assert jax.config.jax_enable_x64 is True and later.dtype == np.float64
    jax.config.update("jax_enable_x64", False)
    print("verified")
