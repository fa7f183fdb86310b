"""Makes alpha static, so every new smoothing factor compiles the function again."""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
MESSAGE = "recompiled"

from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.jit, static_argnames="alpha")
def ema(xs: jax.Array, alpha: float) -> jax.Array:
    xs = jnp.asarray(xs, jnp.float32)

    def step(average: jax.Array, row: jax.Array) -> tuple[jax.Array, jax.Array]:
        average = alpha * row + (1 - alpha) * average
        return average, average

    _, rest = lax.scan(step, xs[0], xs[1:])
    return jnp.concatenate([xs[:1], rest])
