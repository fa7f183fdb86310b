"""Wraps lax.switch in a `jax.jit` of a new lambda on every call: every call, whatever `branch`
is, traces and compiles again (jitted by the grader, the inner jit is inlined and the flaw hides)."""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
MESSAGE = "comes from no function jitted at module level, so a `jax.jit` created inside the function made it"

import jax
import jax.numpy as jnp
from jax import lax


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    return jax.jit(lambda v, b: lax.switch(b, [lambda u: u ** 2, lambda u: -u, jnp.sin], v))(x, branch)
