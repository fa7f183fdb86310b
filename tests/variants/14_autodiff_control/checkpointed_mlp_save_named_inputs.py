"""Alternative: a policy that saves only what is named the block's input, everything else recomputed."""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax.ad_checkpoint import checkpoint_name


def _block(h, layer):
    h = checkpoint_name(h, "block_input")
    return h + jnp.tanh(h @ layer["w"] + layer["b"])


_saving_inputs = jax.checkpoint(_block, policy=jax.checkpoint_policies.save_only_these_names("block_input"))


def checkpointed_mlp(params, x):
    h = jnp.asarray(x)
    for layer in params:
        h = _saving_inputs(h, layer)
    return h
