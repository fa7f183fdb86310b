"""vmap without jit: vectorised, but every operation dispatched on its own."""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
MESSAGE = "not jitted"

import jax


def predict_batch(params, xs):
    return jax.vmap(predict, in_axes=(None, 0))(params, xs)  # noqa: F821 (given in vmap.py)
