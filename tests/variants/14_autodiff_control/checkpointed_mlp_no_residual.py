"""Forgets the residual connection: h = tanh(h @ w + b)."""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def checkpointed_mlp(params, x):
    block = jax.checkpoint(lambda h, w, b: jnp.tanh(h @ w + b))
    h = jnp.asarray(x)
    for layer in params:
        h = block(h, layer["w"], layer["b"])
    return h
