"""Alternative: traces with jax.jit(fn).trace(*args), whose .jaxpr is the same top-level program."""
EXERCISE = "static_args.count_equations"
VERDICT = "pass"

from collections.abc import Callable
from typing import Any

import jax


def count_equations(fn: Callable[..., Any], *args: Any) -> int:
    return len(jax.jit(fn).trace(*args).jaxpr.eqns)
