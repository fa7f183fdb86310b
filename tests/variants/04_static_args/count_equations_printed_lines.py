"""Counts the lines of the printed jaxpr instead of its equations."""
EXERCISE = "static_args.count_equations"
VERDICT = "fail"
MESSAGE = "wrong values"

from collections.abc import Callable
from typing import Any

import jax


def count_equations(fn: Callable[..., Any], *args: Any) -> int:
    return len(str(jax.make_jaxpr(fn)(*args)).splitlines())
