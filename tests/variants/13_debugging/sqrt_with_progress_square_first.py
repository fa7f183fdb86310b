"""The student simplified Newton's step to ``(y*y + a) / (2*y)``: the same number on paper, but ``y*y`` overflows float32 for large ``a``, giving inf and then nan instead of the iterates."""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "fail"
MESSAGE = "printed line 1 is 'step 1: y = inf'"

import jax
import jax.numpy as jnp
from jax import lax


def sqrt_with_progress(a: jax.Array, n_steps: int) -> jax.Array:
    a = jnp.asarray(a, jnp.float32)

    def body(i, y):
        y = (y * y + a) / (2.0 * y)  # Newton for y^2 - a = 0, written over one denominator
        jax.debug.print("step {i}: y = {y:.4f}", i=i + 1, y=y, ordered=True)
        return y

    return lax.fori_loop(0, n_steps, body, a)
