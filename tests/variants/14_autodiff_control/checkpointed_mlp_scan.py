"""Alternative: the layers stacked and run by lax.scan, the body checkpointed."""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax import lax


def checkpointed_mlp(params, x):
    stacked = jax.tree.map(lambda *leaves: jnp.stack(leaves), *params)

    @jax.checkpoint
    def body(h, layer):
        return h + jnp.tanh(h @ layer["w"] + layer["b"]), None

    return lax.scan(body, jnp.asarray(x), stacked)[0]
