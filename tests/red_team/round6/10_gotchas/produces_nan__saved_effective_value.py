"""Saves jax.config.jax_debug_nans, switches NaN checking on with jax.config.update and restores the saved value in a finally block; inside a caller's `with jax.debug_nans(...)` block the value it reads is the block's, not the global one, so it writes the wrong global back, and a caller's debug_nans(False) block overrides its update.

Violates: "JAX's global settings are the same after the call as before it, whatever happened inside." and "True when some operation produced a NaN"
Verifying input: produces_nan(lambda x: x + 1, jnp.ones(2)) inside `with jax.debug_nans(True):` -> requires debug_nans False again after the block, this leaves it True; produces_nan(masked_log, [-1., 2.]) inside `with jax.debug_nans(False):` -> requires True, this returns False.
"""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp


def produces_nan(fn, *args):
    saved = jax.config.jax_debug_nans
    jax.config.update("jax_debug_nans", True)
    try:
        jax.block_until_ready(fn(*args))
    except FloatingPointError:
        return True
    finally:
        jax.config.update("jax_debug_nans", saved)
    return False


if __name__ == "__main__":
    masked_log = lambda x: jnp.where(x > 0, jnp.log(x), 0.0)
    # called plainly it is right, and restores the setting
    assert produces_nan(masked_log, jnp.array([-1.0, 2.0])) is True
    assert produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0])) is False
    assert jax.config.jax_debug_nans is False

    with jax.debug_nans(True):                     # a caller debugging one block of their own
        produces_nan(lambda x: x + 1, jnp.ones(2))
    leaked = jax.config.jax_debug_nans
    print("debug_nans after the caller's block (was False before):", leaked)
    assert leaked is True
    jax.config.update("jax_debug_nans", False)

    with jax.debug_nans(False):
        got = produces_nan(masked_log, jnp.array([-1.0, 2.0]))
    print("inside a debug_nans(False) block, masked log ->", got)
    assert got is False
    print("verified")
