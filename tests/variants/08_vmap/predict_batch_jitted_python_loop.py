"""A jitted Python loop: fast, but one copy of predict per example in the program."""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
MESSAGE = "grows with the problem"

import jax
import jax.numpy as jnp


@jax.jit
def predict_batch(params, xs):
    return jnp.stack([predict(params, x) for x in xs])  # noqa: F821 (given in vmap.py)
