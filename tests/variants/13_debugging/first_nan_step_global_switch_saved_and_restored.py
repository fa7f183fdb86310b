"""NaN debugging switched on with ``jax.config.update`` after saving the old value, restored in ``finally``: inside a caller's ``with jax.debug_nans(True):`` block the value read is the block's, so NaN debugging is left on globally for the rest of the program. (Once graded as a correct alternative.)"""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
MESSAGE = "called inside a caller's `with jax.debug_nans(True):` block"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def first_nan_step(step: Callable[[Any, Any], tuple[Any, Any]], params: Any, batches: list[Any]) -> tuple[int, str] | None:
    before = jax.config.jax_debug_nans
    jax.config.update("jax_debug_nans", True)
    try:
        i = 0
        while i < len(batches):
            try:
                params, loss = jax.block_until_ready(step(params, batches[i]))
            except FloatingPointError as error:
                words = str(error).split()
                return int(i), words[-1]
            i += 1
        return None
    finally:
        jax.config.update("jax_debug_nans", before)
