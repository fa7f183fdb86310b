"""The student writes the mean squared error as `jnp.linalg.norm(predictions - y) ** 2 / batch`: the value is right, but the norm's square root has an infinite derivative at zero, so the gradient is NaN whenever the predictions fit the targets exactly."""
EXERCISE = "training.loss_fn"
VERDICT = "fail"
MESSAGE = 'not finite'

import jax
import jax.numpy as jnp


def loss_fn(params, x, y):
    hidden = jnp.tanh(x @ params["w1"] + params["b1"])
    predictions = hidden @ params["w2"] + params["b2"]
    return jnp.linalg.norm(predictions - y) ** 2 / y.shape[0]
