"""The student switches on ``jax.debug_infs`` together with ``jax.debug_nans`` to be thorough, so a step that only makes an infinity (``log(0) = -inf``) is reported as the NaN step."""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
MESSAGE = 'false alarm'

from typing import Any, Callable

import jax
import jax.numpy as jnp


def first_nan_step(step: Callable[[Any, Any], tuple[Any, Any]], params: Any, batches: list[Any]) -> tuple[int, str] | None:
    with jax.debug_nans(True), jax.debug_infs(True):
        for i, batch in enumerate(batches):
            try:
                params, loss = step(params, batch)
            except FloatingPointError as error:
                return i, str(error).split()[-1]
    return None
