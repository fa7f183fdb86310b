"""Donates the parameters to XLA to update them in place: the caller's parameters are deleted."""
EXERCISE = "training.train_step"
VERDICT = "fail"
MESSAGE = "deleted its input"

from functools import partial

import jax
import jax.numpy as jnp


def loss_fn(params, x, y):
    hidden = jnp.tanh(x @ params["w1"] + params["b1"])
    return jnp.mean((hidden @ params["w2"] + params["b2"] - y) ** 2)


@partial(jax.jit, donate_argnums=0)
def train_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss
