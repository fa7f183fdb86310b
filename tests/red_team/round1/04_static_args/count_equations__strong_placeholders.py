"""Replaces the arguments with ShapeDtypeStruct placeholders of their result_type, which drops the weak type of Python scalars and changes the traced program.

Violates: "The jaxpr is the program JAX records when it traces ``fn`` with ``args`` (as ``jax.make_jaxpr`` shows it)."
Verifying input: fn = lambda x, s: (x * s).astype(x.dtype), args (jnp.ones(3, jnp.float16), 2.0) -> the docstring requires 2 (make_jaxpr: convert s, mul), this returns 3 (convert x up, mul, convert down).
"""
EXERCISE = "static_args.count_equations"
VERDICT = "fail"
KIND = "dtypes"

from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp


def count_equations(fn: Callable[..., Any], *args: Any) -> int:
    # "only their shapes and dtypes matter": trace on abstract placeholders
    specs = jax.tree.map(lambda a: jax.ShapeDtypeStruct(jnp.shape(a), jnp.result_type(a)), args)
    return len(jax.make_jaxpr(fn)(*specs).jaxpr.eqns)


if __name__ == "__main__":
    assert count_equations(lambda x: jnp.sin(x) * 2, jnp.ones(3)) == 2
    assert count_equations(lambda x, y: jnp.tanh(x @ y), jnp.ones((2, 3)), jnp.ones((3, 4))) == 2
    fn = lambda x, s: (x * s).astype(x.dtype)
    args = (jnp.ones(3, jnp.float16), 2.0)
    assert len(jax.make_jaxpr(fn)(*args).jaxpr.eqns) == 2
    got = count_equations(fn, *args)
    assert got == 3, got  # contract: 2
    print("verified")
