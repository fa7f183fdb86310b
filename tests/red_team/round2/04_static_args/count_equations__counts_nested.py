"""The student walks the jaxpr recursively and also counts the equations inside nested jaxprs (jit calls, loops, cond branches).

Violates: "Only the top level counts: a call of a jitted helper, a loop or a ``cond`` is *one* equation there, though it holds a jaxpr of its own."
Verifying input: fn = lambda x: jax.jit(lambda y: jnp.sin(y) * 2)(x) + 1, x = jnp.ones(3) -> requires 2 (the jit call and the add), this returns 4.
"""
EXERCISE = "static_args.count_equations"
VERDICT = "fail"
KIND = "algorithm"

from collections.abc import Callable
from typing import Any

import jax
import jax.extend
import jax.numpy as jnp


def _ce_nested_count(jaxpr) -> int:
    total = 0
    for eqn in jaxpr.eqns:
        total += 1
        for sub in jax.extend.core.jaxprs_in_params(eqn.params):
            total += _ce_nested_count(sub)
    return total


def count_equations(fn: Callable[..., Any], *args: Any) -> int:
    return _ce_nested_count(jax.make_jaxpr(fn)(*args).jaxpr)


if __name__ == "__main__":
    assert count_equations(lambda x: jnp.sin(x) * 2, jnp.ones(3)) == 2
    flat_cases = [(lambda x, y: x @ y + 1.0, (jnp.ones((2, 3)), jnp.ones((3, 4)))),
                  (lambda x: x, (jnp.ones(3),)),
                  (lambda x: jnp.tanh(x).sum(), (jnp.ones((4, 4)),))]
    for fn, args in flat_cases:
        assert count_equations(fn, *args) == len(jax.make_jaxpr(fn)(*args).eqns)
    fn = lambda x: jax.jit(lambda y: jnp.sin(y) * 2)(x) + 1
    assert len(jax.make_jaxpr(fn)(jnp.ones(3)).eqns) == 2
    got = count_equations(fn, jnp.ones(3))
    assert got == 4, got
    print("verified")
