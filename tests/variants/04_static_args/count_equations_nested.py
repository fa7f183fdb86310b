"""Also counts the equations inside nested jaxprs (jit calls, loop bodies)."""
EXERCISE = "static_args.count_equations"
VERDICT = "fail"
MESSAGE = "wrong values"

from collections.abc import Callable
from typing import Any

import jax
from jax.extend import core


def count_equations(fn: Callable[..., Any], *args: Any) -> int:
    def count(jaxpr: core.Jaxpr) -> int:
        total = 0
        for equation in jaxpr.eqns:
            total += 1
            for value in equation.params.values():
                if isinstance(value, core.ClosedJaxpr):
                    total += count(value.jaxpr)
                elif isinstance(value, core.Jaxpr):
                    total += count(value)
        return total

    return count(jax.make_jaxpr(fn)(*args).jaxpr)
