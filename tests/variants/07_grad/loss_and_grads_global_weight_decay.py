"""Adds a weight penalty whose strength is a lower-case module variable."""
EXERCISE = "grad.loss_and_grads"
VERDICT = "fail"
MESSAGE = "reads the global variable `decay`"

import jax
import jax.numpy as jnp

decay = 0.0


def loss_and_grads(params, x, y):
    def loss(p):
        return jnp.mean((x @ p["w"] + p["b"] - y) ** 2) + decay * jnp.sum(p["w"] ** 2)

    return jax.value_and_grad(loss)(params)
