"""Lists the branches in the wrong order: sin(x) for 1 and -x for 2."""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp
from jax import lax


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    return lax.switch(branch, [jnp.square, jnp.sin, jnp.negative], x)
