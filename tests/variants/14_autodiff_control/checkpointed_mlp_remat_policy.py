"""Alternative: jax.remat with a policy that saves nothing, blocks as a Python loop."""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def _block(h, w, b):
    return h + jnp.tanh(h @ w + b)


_recomputed_block = jax.remat(_block, policy=jax.checkpoint_policies.nothing_saveable)


def checkpointed_mlp(params, x):
    h = jnp.asarray(x)
    for layer in params:
        h = _recomputed_block(h, layer["w"], layer["b"])
    return h
