"""64-bit mode is switched on with ``jax.config.update("jax_enable_x64", True)`` for the sum and
switched off again in a ``finally`` with ``jax.config.update("jax_enable_x64", False)``: a fixed
value, not the one found on entry. For the usual caller (32-bit mode) the settings are the same
after the call and the sum is a correct float64; a program that runs with 64-bit mode on finds it
switched off after one call, and every later computation silently drops to 32 bits.

Violates: "JAX's global settings must be the same after the call as before it"
Verifying input: jax.config.update("jax_enable_x64", True); precise_sum(np.array([1e8 + 0.5, 0.25])); jax.config.jax_enable_x64 must still be True; this leaves it False.
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
KIND = "switches"

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def precise_sum(x: Any) -> jax.Array:
    jax.config.update("jax_enable_x64", True)
    try:
        return jnp.sum(jnp.asarray(x, dtype=jnp.float64))
    finally:
        jax.config.update("jax_enable_x64", False)


if __name__ == "__main__":
    got = precise_sum(np.array([1e8 + 0.5, 0.25]))
    assert got.tolist() == 100000000.75 and got.dtype == jnp.float64
    assert not jax.config.jax_enable_x64
    jax.config.update("jax_enable_x64", True)
    try:
        precise_sum(np.array([1e8 + 0.5, 0.25]))
        after = bool(jax.config.jax_enable_x64)
    finally:
        jax.config.update("jax_enable_x64", False)
    assert after is False
    print("flaw shown: 64-bit mode was on before the call, off after it")
