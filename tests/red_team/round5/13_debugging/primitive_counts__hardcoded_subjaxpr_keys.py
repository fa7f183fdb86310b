"""The student recursed only into the parameter names seen in the lesson's jaxprs (``jaxpr``, ``branches``, ``body_jaxpr``, ``cond_jaxpr``), so the program nested under ``call_jaxpr`` of a ``custom_jvp_call`` (e.g. ``jax.nn.relu``) is never counted.

Violates: "the equations of every jaxpr nested in one (the body of a ``scan`` or ``while``, each branch of a ``cond``, an inner ``jit``), to any depth."
Verifying input: f = jax.nn.relu, x = 1.0 -> requires {'custom_jvp_call': 1, 'jit': 1, 'max': 1}, this returns {'custom_jvp_call': 1}.
"""
EXERCISE = "debugging.primitive_counts"
VERDICT = "fail"
KIND = "algorithm"

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


if __name__ == "__main__":
    assert primitive_counts(lambda x: jnp.sin(x) * jnp.sin(x), 1.0) == {"sin": 2, "mul": 1}
    assert primitive_counts(lambda x: jax.jit(jnp.cos)(x) + 1.0, 1.0) == {"jit": 1, "cos": 1, "add": 1}
    c = primitive_counts(lambda x: jax.lax.cond(x > 0, jnp.sin, jnp.cos, x), 1.0)
    assert c["cond"] == 1 and c["sin"] == 1 and c["cos"] == 1, c
    c = primitive_counts(lambda x: jax.lax.while_loop(lambda v: v < 3.0, lambda v: jnp.exp(v), x), 1.0)
    assert c["while"] == 1 and c["lt"] == 1 and c["exp"] == 1, c
    c = primitive_counts(lambda x: jax.lax.scan(lambda s, v: (s + jnp.tanh(v), None), 0.0, x)[0], jnp.ones(3))
    assert c["scan"] == 1 and c["tanh"] == 1 and c["add"] == 1, c

    print(jax.make_jaxpr(jax.nn.relu)(1.0))
    got = primitive_counts(jax.nn.relu, 1.0)
    print("got:", got)
    assert got == {"custom_jvp_call": 1}  # the nested jit and max are missing
    print("verified")
