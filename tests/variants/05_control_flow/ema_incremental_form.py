"""The student uses the "incremental" form m += alpha * (x - m), which overflows on huge finite values of opposite sign."""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
MESSAGE = 'not finite'

import jax
import jax.numpy as jnp
from jax import lax


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    xs = jnp.asarray(xs)
    xs = xs.astype(jnp.result_type(xs, 1.0))
    alpha = jnp.asarray(alpha).astype(xs.dtype)

    def step(m, x):
        m = m + alpha * (x - m)
        return m, m

    _, rest = lax.scan(step, xs[0], xs[1:])
    return jnp.concatenate([xs[:1], rest], axis=0)
