"""The student caches the compiled cost per function object to avoid recompiling, so calling it again with arguments of other shapes returns the first shapes' count."""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
MESSAGE = 'new count for new shapes'

from typing import Any, Callable

import jax
import jax.numpy as jnp

_cost_cache: dict = {}


def compiled_flops(f: Callable[..., Any], *args: Any) -> float:
    if f not in _cost_cache:
        compiled = jax.jit(f).lower(*args).compile()
        _cost_cache[f] = float(compiled.cost_analysis().get("flops", 0.0))
    return _cost_cache[f]
