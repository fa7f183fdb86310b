"""Also turns on infinity debugging, so 1 / 0 counts as a NaN."""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
MESSAGE = "Only a NaN counts"

import jax


def produces_nan(fn, *args):
    try:
        with jax.debug_nans(True), jax.debug_infs(True):
            jax.block_until_ready(fn(*args))
    except FloatingPointError:
        return True
    return False
