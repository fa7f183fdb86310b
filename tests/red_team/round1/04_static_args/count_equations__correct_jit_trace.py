"""Correct: traces through the ahead-of-time API, jax.jit(fn).trace(*args).jaxpr, and counts its top-level equations.

Violates: nothing.
Verifying input: plain functions, a nested jitted helper, a fori_loop, a cond and a Python scalar argument -> the same count as len(jax.make_jaxpr(fn)(*args).jaxpr.eqns).
"""
EXERCISE = "static_args.count_equations"
VERDICT = "pass"
KIND = "style"

from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp


def count_equations(fn: Callable[..., Any], *args: Any) -> int:
    return len(jax.jit(fn).trace(*args).jaxpr.jaxpr.eqns)


if __name__ == "__main__":
    from jax import lax

    assert count_equations(lambda x: jnp.sin(x) * 2, jnp.ones(3)) == 2
    inner = jax.jit(lambda y: jnp.sin(y) * 2)
    cases = [
        (lambda x: jnp.sin(x) * 2, (jnp.ones(3),)),
        (lambda x: inner(x) + 1, (jnp.ones(3),)),
        (lambda x: lax.fori_loop(0, 10, lambda i, v: v * 2 + 1, x), (jnp.ones(2),)),
        (lambda p, x: lax.cond(p, jnp.sin, jnp.cos, x), (True, jnp.ones(2))),
        (lambda x, s: (x * s).astype(x.dtype), (jnp.ones(3, jnp.float16), 2.0)),
        (lambda d: d["a"] @ d["b"], ({"a": jnp.ones((2, 3)), "b": jnp.ones(3)},)),
        (lambda x: x, (jnp.ones(1),)),
    ]
    for fn, args in cases:
        want = len(jax.make_jaxpr(fn)(*args).jaxpr.eqns)
        got = count_equations(fn, *args)
        assert type(got) is int and got == want, (got, want)
    print("verified")
