"""Caches the count per function object, so the same function with arguments of a new shape gets a stale count.

Violates: "The number of equations at the top level of ``fn``'s jaxpr for these arguments."
Verifying input: fn unrolls a Python loop over x.shape[0]; count_equations(fn, jnp.ones(2)) then count_equations(fn, jnp.ones(5)) -> the docstring requires 14 for the second call, this returns 5 (the count for shape (2,)).
"""
EXERCISE = "static_args.count_equations"
VERDICT = "fail"
KIND = "purity"

from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp

_ce_cache_by_fn: dict = {}


def count_equations(fn: Callable[..., Any], *args: Any) -> int:
    # tracing is expensive and the count depends only on the program: cache it
    key = id(fn)
    if key not in _ce_cache_by_fn:
        _ce_cache_by_fn[key] = (fn, len(jax.make_jaxpr(fn)(*args).jaxpr.eqns))
    return _ce_cache_by_fn[key][1]


if __name__ == "__main__":
    assert count_equations(lambda x: jnp.sin(x) * 2, jnp.ones(3)) == 2

    def _ce_loop(x):
        acc = x[0]
        for i in range(1, x.shape[0]):
            acc = acc + x[i]
        return acc

    first = count_equations(_ce_loop, jnp.ones(2))
    assert first == len(jax.make_jaxpr(_ce_loop)(jnp.ones(2)).jaxpr.eqns)
    want = len(jax.make_jaxpr(_ce_loop)(jnp.ones(5)).jaxpr.eqns)
    got = count_equations(_ce_loop, jnp.ones(5))
    assert want == 14 and first == 5 and got == 5, (want, got)
    print("verified")
