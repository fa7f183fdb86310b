"""The student keeps an element when uniform(key) > rate; uniform draws include 0.0, so at rate == 0 an element whose draw is exactly 0 is dropped (about one in 8 million)."""
EXERCISE = "prng.dropout"
VERDICT = "fail"
MESSAGE = '[rate_zero] wrong values for dropout(key=jax.random.key(7)'

import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    x = jnp.asarray(x)
    rate = jnp.asarray(rate, jnp.float32)
    keep = jax.random.uniform(key, x.shape) > rate
    scale = jnp.where(rate < 1.0, 1.0 / (1.0 - rate), 0.0).astype(x.dtype)
    return jnp.where(keep, x * scale, jnp.zeros((), x.dtype))
