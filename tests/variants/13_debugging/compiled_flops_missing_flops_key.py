"""The student indexes ``cost_analysis()["flops"]``, but XLA leaves the key out when the compiled program does no floating-point work, so such functions raise ``KeyError`` instead of giving 0.0."""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
MESSAGE = 'KeyError'

from typing import Any, Callable

import jax
import jax.numpy as jnp


def compiled_flops(f: Callable[..., Any], *args: Any) -> float:
    compiled = jax.jit(f).lower(*args).compile()
    return float(compiled.cost_analysis()["flops"])
