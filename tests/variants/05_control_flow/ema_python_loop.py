"""Computes the average in a Python loop over the rows and stacks them: no scan."""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
MESSAGE = "not the method the exercise asks for"

import jax
import jax.numpy as jnp


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    xs = jnp.asarray(xs, jnp.float32)
    averages = [xs[0]]
    for row in xs[1:]:
        averages.append(alpha * row + (1 - alpha) * averages[-1])
    return jnp.stack(averages)
