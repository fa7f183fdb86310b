"""Turns NaN checking on with jax.config.update only when it reads off, and off again afterwards: the global switch comes back right, but inside a caller's `with jax.debug_nans(False):` block the block's value outranks the update, nothing is checked, and a NaN hidden by jnp.where is missed."""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
MESSAGE = "inside a caller's `with jax.debug_nans(False):` block"

import jax


def produces_nan(fn, *args):
    switched = not jax.config.jax_debug_nans
    if switched:
        jax.config.update("jax_debug_nans", True)
    try:
        jax.block_until_ready(fn(*args))
    except FloatingPointError:
        return True
    finally:
        if switched:
            jax.config.update("jax_debug_nans", False)
    return False
