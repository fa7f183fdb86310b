"""Switches NaN debugging on for the whole program with `jax.config.update`, and never back."""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
MESSAGE = "changed a global JAX switch"

import jax


def first_nan_step(step, params, batches):
    jax.config.update("jax_debug_nans", True)
    for i, batch in enumerate(batches):
        try:
            params, loss = jax.block_until_ready(step(params, batch))
        except FloatingPointError as error:
            return i, str(error).split()[-1]
    return None
