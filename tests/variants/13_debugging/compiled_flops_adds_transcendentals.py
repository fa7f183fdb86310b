"""The student adds ``cost["transcendentals"]`` to ``cost["flops"]`` because exp and tanh "are floating-point operations too", so any program with a transcendental is over-counted."""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
MESSAGE = 'not added'

from typing import Any, Callable

import jax
import jax.numpy as jnp


def compiled_flops(f: Callable[..., Any], *args: Any) -> float:
    cost = jax.jit(f).lower(*args).compile().cost_analysis()
    return float(cost.get("flops", 0.0) + cost.get("transcendentals", 0.0))
