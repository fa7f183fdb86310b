"""Correct alternative: the global switch, restored in a finally block."""
EXERCISE = "gotchas.produces_nan"
VERDICT = "pass"

import jax


def produces_nan(fn, *args):
    before = jax.config.jax_debug_nans
    jax.config.update("jax_debug_nans", True)
    try:
        jax.block_until_ready(fn(*args))
    except FloatingPointError:
        return True
    finally:
        jax.config.update("jax_debug_nans", before)
    return False
