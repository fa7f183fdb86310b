"""Alternative: the layers stacked, a fori_loop whose checkpointed body picks layer i."""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def checkpointed_mlp(params, x):
    w = jnp.stack([layer["w"] for layer in params])
    b = jnp.stack([layer["b"] for layer in params])

    @jax.checkpoint
    def body(i, h):
        return h + jnp.tanh(h @ w[i] + b[i])

    return jax.lax.fori_loop(0, len(params), body, jnp.asarray(x))
