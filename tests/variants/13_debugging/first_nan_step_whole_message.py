"""Returns JAX's whole message instead of the operation's name."""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
MESSAGE = "wrong operation"

import jax


def first_nan_step(step, params, batches):
    with jax.debug_nans(True):
        for i, batch in enumerate(batches):
            try:
                params, loss = jax.block_until_ready(step(params, batch))
            except FloatingPointError as error:
                return i, str(error)
    return None
