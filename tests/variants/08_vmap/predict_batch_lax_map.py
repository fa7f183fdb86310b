"""Jits lax.map(predict) over the rows: one compiled program that does not grow, and it beats a Python loop, but it is a sequential loop, not a vectorised one."""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
MESSAGE = '[primitives] not the method the exercise asks for'

import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def predict_batch(params: dict[str, jax.Array], xs: jax.Array) -> jax.Array:
    return lax.map(lambda x: predict(params, x), xs)
