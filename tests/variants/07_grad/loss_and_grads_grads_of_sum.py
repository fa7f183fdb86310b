"""Returns the mean loss but the gradient of the summed loss: n times too large."""
EXERCISE = "grad.loss_and_grads"
VERDICT = "fail"
MESSAGE = "gradient does not match finite differences"

import jax
import jax.numpy as jnp


def loss_and_grads(params, x, y):
    def total(p):
        return jnp.sum((x @ p["w"] + p["b"] - y) ** 2)

    loss = jnp.mean((x @ params["w"] + params["b"] - y) ** 2)
    return loss, jax.grad(total)(params)
