"""Un-jitted, hands lax.switch new lambdas on every call, in a module whose while_loop predicate is
called `cond` (as the topic's summary writes `lax.while_loop(cond, body, init)`).

Called as written, every call compiles JAX's own one-operation program `jit(cond)` again (the
lambdas are new); that is not a `jax.jit` of the student's, and under `jax.jit`, as the grader
runs it, one compiled program serves every branch. Issue 46: this lost every point to
compiles_once's "A `jax.jit` created inside the function" because the program's name matched
the predicate's.
"""
EXERCISE = "control_flow.piecewise"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax import lax


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    return lax.switch(branch, [lambda v: v ** 2, lambda v: -v, jnp.sin], x)


def _steps_below(limit: jax.Array) -> jax.Array:
    def cond(count: jax.Array) -> jax.Array:
        return count < limit

    def body(count: jax.Array) -> jax.Array:
        return count + 1

    return lax.while_loop(cond, body, jnp.int32(0))
