"""Turns NaN debugging on with ``jax.config.update`` only when it reads off, and off again afterwards: the global switch comes back right, but inside a caller's ``with jax.debug_nans(False):`` block the block's value outranks the update and no step is checked."""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
MESSAGE = "missed a NaN: inside a caller's `with jax.debug_nans(False):` block"

from typing import Any, Callable

import jax


def first_nan_step(step: Callable[[Any, Any], tuple[Any, Any]], params: Any, batches: list[Any]) -> tuple[int, str] | None:
    switched = not jax.config.jax_debug_nans
    if switched:
        jax.config.update("jax_debug_nans", True)
    try:
        for index, batch in enumerate(batches):
            try:
                params, _ = jax.block_until_ready(step(params, batch))
            except FloatingPointError as error:
                return index, str(error).split()[-1]
        return None
    finally:
        if switched:
            jax.config.update("jax_debug_nans", False)
