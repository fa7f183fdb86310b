"""The student catches every ``Exception`` rather than ``FloatingPointError``, so a step that fails for another reason (a shape error) is reported as a step that made a NaN.
"""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
MESSAGE = "hid an error"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def first_nan_step(step: Callable[[Any, Any], tuple[Any, Any]], params: Any, batches: list[Any]) -> tuple[int, str] | None:
    with jax.debug_nans(True):
        for i, batch in enumerate(batches):
            try:
                params, loss = step(params, batch)
            except Exception as error:
                return i, str(error).split()[-1]
    return None


