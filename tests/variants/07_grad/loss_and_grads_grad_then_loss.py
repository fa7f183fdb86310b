"""Alternative: jax.grad and the loss computed separately."""
EXERCISE = "grad.loss_and_grads"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def loss_and_grads(params, x, y):
    def loss(p):
        return jnp.mean((jnp.dot(x, p["w"]) + p["b"] - y) ** 2)

    return loss(params), jax.grad(loss)(params)
