"""Right values, but a plain function: the exercise asks for one jitted with size static."""
EXERCISE = "static_args.resize_last"
VERDICT = "fail"
MESSAGE = "not jitted"

import jax
import jax.numpy as jnp


def resize_last(x: jax.Array, size: int) -> jax.Array:
    length = x.shape[-1]
    if size <= length:
        return x[..., :size]
    return jnp.pad(x, [(0, 0)] * (x.ndim - 1) + [(0, size - length)])
