"""Mistakes 'do not store' for stop_gradient: each block's input is cut off from the backward pass."""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "fail"
MESSAGE = "is a block cut off from differentiation?"

import jax
import jax.numpy as jnp


def checkpointed_mlp(params, x):
    @jax.checkpoint
    def block(h, layer):
        h = jax.lax.stop_gradient(h)
        return h + jnp.tanh(h @ layer["w"] + layer["b"])

    h = jnp.asarray(x)
    for layer in params:
        h = block(h, layer)
    return h
