"""Traced, it uses lax.switch; given a concrete `branch`, it calls a module-level helper jitted with
`branch` static, which compiles once per branch value (the grader's jit traces `branch`, so only a
call as written shows it)."""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
MESSAGE = "called as written, piecewise compiled jit(_pick) 4 times for branch 0, 1, 2, 5"

import jax
import jax.numpy as jnp
from jax import lax


def _pick(x: jax.Array, branch: int) -> jax.Array:
    if branch <= 0:
        return x ** 2
    if branch == 1:
        return -x
    return jnp.sin(x)


_pick_static = jax.jit(_pick, static_argnums=1)


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    if isinstance(branch, jax.core.Tracer):
        return lax.switch(branch, [lambda v: v ** 2, lambda v: -v, jnp.sin], x)
    return _pick_static(x, int(branch))
