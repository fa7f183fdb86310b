"""The student switches NaN debugging on with ``jax.config.update``, runs ``fn``, and switches it back after the run, with no ``try``/``finally``: when ``fn`` raises, NaN debugging stays on for the rest of the program ("the same after the call as before it, whatever happened inside")."""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
MESSAGE = "left a global JAX switch changed when the function it was given raised"

import jax


def produces_nan(fn, *args):
    found = jax.config.jax_debug_nans
    jax.config.update("jax_debug_nans", True)
    try:
        with jax.debug_nans(True):  # a caller's block would outrank the switch: a block of its own too
            jax.block_until_ready(fn(*args))
    except FloatingPointError:
        jax.config.update("jax_debug_nans", found)
        return True
    jax.config.update("jax_debug_nans", found)
    return False
