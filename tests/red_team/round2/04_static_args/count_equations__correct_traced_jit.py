"""Correct: trace through jax.jit's ahead-of-time API, jax.jit(fn).trace(*args).jaxpr, and count the top-level equations with a generator.

Violates: nothing (correct solution).
Verifying input: the docstring example; fns with jit calls, fori_loop, cond, scan, Python-scalar and pytree arguments -> equals len(jax.make_jaxpr(fn)(*args).eqns) every time.
"""
EXERCISE = "static_args.count_equations"
VERDICT = "pass"
KIND = "style"

from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp


def count_equations(fn: Callable[..., Any], *args: Any) -> int:
    closed = jax.jit(fn).trace(*args).jaxpr
    return sum(1 for _ in closed.jaxpr.eqns)


if __name__ == "__main__":
    from jax import lax

    assert count_equations(lambda x: jnp.sin(x) * 2, jnp.ones(3)) == 2
    helper = jax.jit(lambda y: jnp.cos(y) + 1)
    cases = [
        (lambda x: jnp.sin(x) * 2, (jnp.ones(3),)),
        (lambda x: helper(x) * helper(x + 1), (jnp.ones(3),)),
        (lambda x: lax.fori_loop(0, 10, lambda i, c: c * 2 + i, x), (jnp.ones(2),)),
        (lambda p, x: lax.cond(p, lambda v: v + 1, lambda v: v - 1, x), (True, jnp.ones(2))),
        (lambda x: lax.scan(lambda c, v: (c + v, c), 0.0, x)[1], (jnp.ones(5),)),
        (lambda x, s: x * s + s, (jnp.ones(3, jnp.float16), 2.0)),
        (lambda d: d["a"] @ d["b"][0], ({"a": jnp.ones((2, 3)), "b": [jnp.ones((3,))]},)),
        (lambda x: x, (jnp.ones(3),)),
        (lambda x: x.astype(jnp.int32).sum() > 3, (jnp.ones((4, 4)),)),
    ]
    for fn, args in cases:
        got = count_equations(fn, *args)
        want = len(jax.make_jaxpr(fn)(*args).eqns)
        assert isinstance(got, int) and got == want, (got, want)
    print("verified")
