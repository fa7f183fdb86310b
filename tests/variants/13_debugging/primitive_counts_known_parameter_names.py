"""The student recursed only into the parameter names seen in the lesson's jaxprs (``jaxpr``, ``branches``, ``body_jaxpr``, ``cond_jaxpr``), so the program nested under ``call_jaxpr`` of a ``custom_jvp_call`` (e.g. ``jax.nn.relu``) is never counted."""
EXERCISE = "debugging.primitive_counts"
VERDICT = "fail"
MESSAGE = '[counts] wrong counts: for primitive_counts(f=custom'

from collections import Counter
from typing import Any, Callable

import jax
import jax.numpy as jnp

_NESTED_KEYS = ("jaxpr", "body_jaxpr", "cond_jaxpr", "branches")


def primitive_counts(f: Callable[..., Any], *args: Any) -> dict[str, int]:
    counts: Counter = Counter()

    def walk(jaxpr):
        for eqn in jaxpr.eqns:
            counts[eqn.primitive.name] += 1
            for key in _NESTED_KEYS:
                if key not in eqn.params:
                    continue
                value = eqn.params[key]
                subs = value if isinstance(value, (tuple, list)) else (value,)
                for sub in subs:
                    walk(getattr(sub, "jaxpr", sub))  # ClosedJaxpr -> Jaxpr

    walk(jax.make_jaxpr(f)(*args).jaxpr)
    return dict(counts)
