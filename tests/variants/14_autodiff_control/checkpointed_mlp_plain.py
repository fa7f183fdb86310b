"""The plain network: right values and gradients, nothing rematerialised."""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "fail"
MESSAGE = "it has no `remat2`"

import jax.numpy as jnp


def checkpointed_mlp(params, x):
    h = jnp.asarray(x)
    for layer in params:
        h = h + jnp.tanh(h @ layer["w"] + layer["b"])
    return h
