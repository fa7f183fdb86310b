"""Turns on 64-bit mode with ``jax.config.update`` and afterwards switches it off, instead of restoring what it was (or using the context manager).

Violates: "JAX's global settings must be the same after the call as before it".
Verifying input: after ``jax.config.update("jax_enable_x64", True)`` call precise_sum(np.ones(3)) -> the docstring requires jax_enable_x64 still True after the call, this leaves it False.
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp
import numpy as np


def precise_sum(x) -> jax.Array:
    jax.config.update("jax_enable_x64", True)
    try:
        return jnp.sum(jnp.asarray(x, dtype=jnp.float64))
    finally:
        jax.config.update("jax_enable_x64", False)


if __name__ == "__main__":
    out = precise_sum(np.array([1e8 + 0.5, 0.25]))
    assert out.tolist() == 100000000.75 and out.dtype == np.float64
    assert precise_sum(np.array([16777216, 1], np.float32)).tolist() == 16777217.0
    assert jnp.ones(2).dtype == jnp.float32
    jax.config.update("jax_enable_x64", True)
    precise_sum(np.ones(3))
    after = jax.config.jax_enable_x64
    jax.config.update("jax_enable_x64", False)
    assert after is False, after  # it was True before the call
    print("verified")
