"""Finds every NaN, but switches NaN debugging on for the whole program and never off."""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
MESSAGE = "changed a global JAX switch"

import jax


def produces_nan(fn, *args):
    jax.config.update("jax_debug_nans", True)
    try:
        jax.block_until_ready(fn(*args))
    except FloatingPointError:
        return True
    return False
