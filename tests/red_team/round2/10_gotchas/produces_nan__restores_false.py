"""Switches jax_debug_nans on with config.update and, in a finally block, switches it off, instead of restoring the previous value.

Violates: "JAX's global settings are the same after the call as before it, whatever happened inside".
Verifying input: jax_debug_nans already True before the call, fn = lambda x: x + 1 -> the docstring requires it still True after, this leaves it False.
"""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp


def produces_nan(fn, *args):
    jax.config.update("jax_debug_nans", True)
    try:
        jax.block_until_ready(fn(*args))
    except FloatingPointError:
        return True
    finally:
        jax.config.update("jax_debug_nans", False)
    return False


if __name__ == "__main__":
    masked_log = lambda x: jnp.where(x > 0, jnp.log(x), 0.0)
    assert produces_nan(masked_log, jnp.array([-1.0, 2.0])) is True
    assert not jax.config.jax_debug_nans
    assert produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0])) is False
    assert not jax.config.jax_debug_nans
    jax.config.update("jax_debug_nans", True)
    assert produces_nan(lambda x: x + 1.0, jnp.ones(2)) is False
    assert jax.config.jax_debug_nans is False
    print("verified")
