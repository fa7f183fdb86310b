"""Right update, but not jitted: every operation of the forward and backward pass is dispatched alone."""
EXERCISE = "training.train_step"
VERDICT = "fail"
MESSAGE = "not jitted"
TIMED_CHECK = "speedup"

import jax
import jax.numpy as jnp


def _loss(params, x, y):
    hidden = jnp.tanh(x @ params["w1"] + params["b1"])
    return jnp.mean((hidden @ params["w2"] + params["b2"] - y) ** 2)


def train_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(_loss)(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss
