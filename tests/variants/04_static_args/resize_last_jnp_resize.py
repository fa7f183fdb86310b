"""Uses jnp.resize, which (like np.resize) refills from the flattened array instead of zero-padding."""
EXERCISE = "static_args.resize_last"
VERDICT = "fail"
MESSAGE = "wrong values"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="size")
def resize_last(x: jax.Array, size: int) -> jax.Array:
    return jnp.resize(x, x.shape[:-1] + (size,))
