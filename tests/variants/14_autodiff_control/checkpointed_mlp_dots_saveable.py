"""Checkpoints each block with policy=dots_saveable: the backward pass still stores every block's `h @ w`."""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "fail"
MESSAGE = "the backward pass stores the blocks' internals"

import jax
import jax.numpy as jnp


def checkpointed_mlp(params: list[dict[str, jax.Array]], x: jax.Array) -> jax.Array:
    block = jax.checkpoint(
        lambda h, w, b: h + jnp.tanh(h @ w + b),
        policy=jax.checkpoint_policies.dots_saveable,
    )
    h = x
    for layer in params:
        h = block(h, layer["w"], layer["b"])
    return h
