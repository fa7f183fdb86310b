"""Numbers the steps from 1."""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
MESSAGE = "wrong step"

import jax


def first_nan_step(step, params, batches):
    for i, batch in enumerate(batches, start=1):
        try:
            with jax.debug_nans(True):
                params, loss = jax.block_until_ready(step(params, batch))
        except FloatingPointError as error:
            return i, str(error).split()[-1]
    return None
