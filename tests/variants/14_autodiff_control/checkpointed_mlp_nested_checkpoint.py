"""Alternative: each block checkpointed, and the whole loop checkpointed around them as well."""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "pass"

import jax
import jax.numpy as jnp


@jax.checkpoint
def _block(h, layer):
    return h + jnp.tanh(h @ layer["w"] + layer["b"])


@jax.checkpoint
def _network(params, h):
    for layer in params:
        h = _block(h, layer)
    return h


def checkpointed_mlp(params, x):
    return _network(params, jnp.asarray(x))
