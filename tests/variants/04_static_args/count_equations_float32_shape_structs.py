"""Traces with `jax.ShapeDtypeStruct(shape, jnp.float32)` stand-ins, "so nothing is computed", which keeps the
shapes but makes every argument float32: an int32 or float16 argument's converts vanish from the count."""
EXERCISE = "static_args.count_equations"
VERDICT = "fail"
MESSAGE = "on an int32 x"

from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp


def count_equations(fn: Callable[..., Any], *args: Any) -> int:
    stand_ins = [jax.ShapeDtypeStruct(jnp.shape(arg), jnp.float32) for arg in args]
    return len(jax.make_jaxpr(fn)(*stand_ins).jaxpr.eqns)
