"""Differentiates with respect to w only and reports a zero gradient for b."""
EXERCISE = "grad.loss_and_grads"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def loss_and_grads(params, x, y):
    loss, grad_w = jax.value_and_grad(lambda w: jnp.mean((x @ w + params["b"] - y) ** 2))(params["w"])
    return loss, {"w": grad_w, "b": jnp.zeros_like(jnp.asarray(params["b"]))}
