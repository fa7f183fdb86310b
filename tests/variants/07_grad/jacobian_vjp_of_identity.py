"""Pulls back the rows of `jnp.eye(m)` through `jax.vjp`: a float32 cotangent for a float16 output is refused."""
EXERCISE = "grad.jacobian"
VERDICT = "fail"
MESSAGE = "float16"

import jax
import jax.numpy as jnp


def jacobian(f, x: jax.Array) -> jax.Array:
    y, pullback = jax.vjp(f, x)
    return jax.vmap(lambda row: pullback(row)[0])(jnp.eye(y.shape[0]))
