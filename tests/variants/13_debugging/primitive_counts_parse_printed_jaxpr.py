"""The student counts primitive names in the printed jaxpr text with a regex, but the printer shows a jaxpr shared by two equations only once (``let cos = {...}``), so its equations are counted once."""
EXERCISE = "debugging.primitive_counts"
VERDICT = "fail"
MESSAGE = 'wrong'

import re
from typing import Any, Callable

import jax
import jax.numpy as jnp
from jax import lax


def primitive_counts(f: Callable[..., Any], *args: Any) -> dict[str, int]:
    text = jax.make_jaxpr(f)(*args).pretty_print(use_color=False)
    counts: dict[str, int] = {}
    for name in re.findall(r"=\s+([a-z_][a-z0-9_]*)(?=[\[\s])", text):
        counts[name] = counts.get(name, 0) + 1
    return counts
