"""The student runs Newton in a ``lax.while_loop`` that also stops once ``y`` stops changing, so for long horizons fewer than ``n_steps`` lines are printed."""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "fail"
MESSAGE = 'lines instead of 8'

import jax
import jax.numpy as jnp
from jax import lax


def sqrt_with_progress(a: jax.Array, n_steps: int) -> jax.Array:
    a = jnp.asarray(a, jnp.float32)

    def cond(state):
        i, y, prev = state
        return (i < n_steps) & (y != prev)  # no point iterating once converged

    def body(state):
        i, y, _ = state
        new = (y + a / y) / 2
        jax.debug.print("step {i}: y = {y:.4f}", i=i + 1, y=new)
        return i + 1, new, y

    _, y, _ = lax.while_loop(cond, body, (0, a, a + 1.0))
    return y
