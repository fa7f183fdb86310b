"""The student turns 64-bit mode on with ``jax.config.update`` and then sets it to False, not back to what it was, so a caller that had x64 on globally finds it off.

Violates: "JAX's global settings must be the same after the call as before it"
Verifying input: with jax.config.update("jax_enable_x64", True) done by the caller, after precise_sum(np.array([1.0])) jax_enable_x64 must still be True; this leaves it False.
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def precise_sum(x):
    jax.config.update("jax_enable_x64", True)
    try:
        return jnp.sum(jnp.asarray(x, jnp.float64))
    finally:
        jax.config.update("jax_enable_x64", False)


if __name__ == "__main__":
    jax.config.update("jax_enable_x64", True)
    precise_sum(np.array([1.0]))
    assert jax.config.jax_enable_x64 is False  # contract: still True
    r = precise_sum(np.array([1e8 + 0.5, 0.25]))
    assert r.dtype == np.float64 and r.tolist() == 100000000.75 and jax.config.jax_enable_x64 is False
    r = precise_sum(np.array([1e8, 0.5], np.float32))
    assert r.dtype == np.float64 and r.tolist() == float(np.float64(np.float32(1e8)) + 0.5)
    r = precise_sum(np.array([100, 100, 100], np.int8))
    assert r.dtype == np.float64 and r.tolist() == 300.0
    assert jnp.ones(2).dtype == jnp.float32
    print("verified")
