"""The student returns ``int(...)`` because a count of operations "is a whole number", so the result is a Python int, not the promised float."""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
MESSAGE = 'wrong type'

from typing import Any, Callable

import jax
import jax.numpy as jnp


def compiled_flops(f: Callable[..., Any], *args: Any) -> float:
    cost = jax.jit(f).lower(*args).compile().cost_analysis()
    return int(cost["flops"])
