"""Alternative: negate made static by position (static_argnums=1) and negated with jnp.negative."""
EXERCISE = "static_args.maybe_negate"
VERDICT = "pass"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def maybe_negate(x: jax.Array, negate: bool) -> jax.Array:
    return jnp.negative(x) if negate else x
