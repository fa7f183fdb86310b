"""The batch written out with matrix products and a row-wise softmax: today's numbers, but `predict` is not used as given."""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
MESSAGE = "and the answer did not follow it"

import jax
import jax.numpy as jnp


@jax.jit
def predict_batch(params, xs):
    hidden = jnp.tanh(xs @ params["w1"].T + params["b1"])
    logits = hidden @ params["w2"].T + params["b2"]
    return jax.nn.softmax(logits, axis=-1)
