"""Jits fn before checking: inside one compiled program only the output is checked, so a hidden NaN is missed."""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax


def produces_nan(fn, *args):
    try:
        with jax.debug_nans(True):
            jax.block_until_ready(jax.jit(fn)(*args))
    except FloatingPointError:
        return True
    return False
