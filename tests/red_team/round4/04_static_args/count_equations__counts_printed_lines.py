"""The student counts the " = " signs in the printed jaxpr, which also counts the equations printed inside a nested jit/cond/loop body.

Violates: "Only the top level counts: a call of a jitted helper, a loop or a ``cond`` is *one* equation there, though it holds a jaxpr of its own."
Verifying input: count_equations(lambda x: jax.jit(jnp.sin)(x) * 2, jnp.ones(3)) -> requires 2, this returns 3.
"""
EXERCISE = "static_args.count_equations"
VERDICT = "fail"
KIND = "algorithm"

from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp


def count_equations(fn: Callable[..., Any], *args: Any) -> int:
    text = str(jax.make_jaxpr(fn)(*args))
    return text.count(" = ")  # one " = " per equation: `b:f32[3] = sin a`


if __name__ == "__main__":
    def truth(fn, *args):
        return len(jax.make_jaxpr(fn)(*args).jaxpr.eqns)

    plain = [
        (lambda x: jnp.sin(x) * 2, (jnp.ones(3),)),
        (lambda x, y: (x @ y).sum() + jnp.exp(x).mean(), (jnp.ones((3, 4)), jnp.ones((4, 2)))),
        (lambda x: x, (jnp.ones(2),)),
        (lambda x: jnp.tanh(x) - jnp.cos(x) / 3.0, (jnp.ones((2, 2)),)),
    ]
    for fn, args in plain:
        assert count_equations(fn, *args) == truth(fn, *args)
        assert isinstance(count_equations(fn, *args), int)
    assert count_equations(lambda x: jnp.sin(x) * 2, jnp.ones(3)) == 2

    fn = lambda x: jax.jit(jnp.sin)(x) * 2
    print("nested jit: expected", truth(fn, jnp.ones(3)), "got", count_equations(fn, jnp.ones(3)))
    assert count_equations(fn, jnp.ones(3)) != truth(fn, jnp.ones(3))
    loop = lambda x: jax.lax.fori_loop(0, 3, lambda i, c: jnp.cos(c) + i, x)
    print("fori_loop: expected", truth(loop, jnp.ones(3)), "got", count_equations(loop, jnp.ones(3)))
    print("verified")
