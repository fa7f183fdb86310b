"""One jax.checkpoint around the whole network: recomputing it keeps every block's internals at once."""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "fail"
MESSAGE = "the backward pass stores the blocks' internals"

import jax
import jax.numpy as jnp


def checkpointed_mlp(params: list[dict[str, jax.Array]], x: jax.Array) -> jax.Array:
    @jax.checkpoint
    def network(params, h):
        for p in params:
            h = h + jnp.tanh(h @ p["w"] + p["b"])
        return h

    return network(params, x)
