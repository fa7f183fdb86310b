"""Counts equations recursively, descending into the jaxprs of jitted helpers, loops and conds.

Violates: "Only the top level counts: a call of a jitted helper, a loop or a ``cond`` is *one* equation there".
Verifying input: fn = lambda x: jax.jit(lambda y: jnp.sin(y) * 2)(x) + 1, jnp.ones(3) -> the docstring requires 2, this returns 3 (sin, mul, add).
"""
EXERCISE = "static_args.count_equations"
VERDICT = "fail"
KIND = "algorithm"

from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp


def _ce_rec_sub_jaxprs(eqn):
    for v in eqn.params.values():
        vals = v if isinstance(v, (list, tuple)) else [v]
        for item in vals:
            if hasattr(item, "eqns"):
                yield item
            elif hasattr(item, "jaxpr") and hasattr(item.jaxpr, "eqns"):
                yield item.jaxpr


def _ce_rec_count(jaxpr) -> int:
    total = 0
    for eqn in jaxpr.eqns:
        subs = list(_ce_rec_sub_jaxprs(eqn))
        if subs:
            total += sum(_ce_rec_count(s) for s in subs)
        else:
            total += 1
    return total


def count_equations(fn: Callable[..., Any], *args: Any) -> int:
    return _ce_rec_count(jax.make_jaxpr(fn)(*args).jaxpr)


if __name__ == "__main__":
    assert count_equations(lambda x: jnp.sin(x) * 2, jnp.ones(3)) == 2
    assert count_equations(lambda x, y: x @ y + 1.0, jnp.ones((2, 3)), jnp.ones((3, 4))) == 2
    inner = jax.jit(lambda y: jnp.sin(y) * 2)
    fn = lambda x: inner(x) + 1
    assert len(jax.make_jaxpr(fn)(jnp.ones(3)).jaxpr.eqns) == 2
    got = count_equations(fn, jnp.ones(3))
    assert got == 3, got  # contract: 2
    print("verified")
