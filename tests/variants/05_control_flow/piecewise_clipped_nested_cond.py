"""Alternative: clamps the index with jnp.clip, then two nested lax.cond."""
EXERCISE = "control_flow.piecewise"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax import lax


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    index = jnp.clip(branch, 0, 2)
    return lax.cond(
        index == 0,
        jnp.square,
        lambda v: lax.cond(index == 1, jnp.negative, jnp.sin, v),
        x,
    )
