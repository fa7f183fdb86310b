"""A Python loop over the rows, not jitted: one predict call per example."""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
MESSAGE = "too slow"
TIMED_CHECK = "speedup"

import jax.numpy as jnp


def predict_batch(params, xs):
    return jnp.stack([predict(params, x) for x in xs])  # noqa: F821 (given in vmap.py)
