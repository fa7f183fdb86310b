"""Keeps negate traced and picks with jnp.where: right values, but not the static argument asked for."""
EXERCISE = "static_args.maybe_negate"
VERDICT = "fail"
MESSAGE = "compiled too few times"

import jax
import jax.numpy as jnp


@jax.jit
def maybe_negate(x: jax.Array, negate: bool) -> jax.Array:
    return jnp.where(negate, -x, x)
