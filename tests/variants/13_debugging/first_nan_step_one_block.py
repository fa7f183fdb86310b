"""Alternative: one `debug_nans` block around the whole loop, the name taken with a regular expression."""
EXERCISE = "debugging.first_nan_step"
VERDICT = "pass"

import re

import jax


def first_nan_step(step, params, batches):
    index = 0
    try:
        with jax.debug_nans(True):
            for index in range(len(batches)):
                params, _ = step(params, batches[index])
                jax.block_until_ready(params)
    except FloatingPointError as error:
        return index, re.search(r"encountered in (\w+)", str(error)).group(1)
    return None
