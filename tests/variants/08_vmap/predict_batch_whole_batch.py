"""Hands the whole batch to the one-example predict."""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
MESSAGE = "predict_batch(params="

import jax


@jax.jit
def predict_batch(params, xs):
    return predict(params, xs)  # noqa: F821 (given in vmap.py)
