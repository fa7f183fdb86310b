"""Switches NaN debugging on and afterwards off, not back to what it was."""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
MESSAGE = "called with `jax_debug_nans` already set to True"

import jax


def produces_nan(fn, *args):
    jax.config.update("jax_debug_nans", True)
    try:
        jax.block_until_ready(fn(*args))
    except FloatingPointError:
        return True
    finally:
        jax.config.update("jax_debug_nans", False)
    return False
