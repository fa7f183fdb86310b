"""Alternative: the batch written out with matrix products and a row-wise softmax."""
EXERCISE = "vmap.predict_batch"
VERDICT = "pass"

import jax
import jax.numpy as jnp


@jax.jit
def predict_batch(params, xs):
    hidden = jnp.tanh(xs @ params["w1"].T + params["b1"])
    logits = hidden @ params["w2"].T + params["b2"]
    return jax.nn.softmax(logits, axis=-1)
