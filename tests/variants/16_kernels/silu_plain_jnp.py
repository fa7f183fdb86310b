"""Right values, but no kernel: plain jnp, so the program holds no pallas_call."""
EXERCISE = "kernels.silu"
VERDICT = "fail"
MESSAGE = "it has no `pallas_call`"

import jax.numpy as jnp


def silu(x):
    return x / (1.0 + jnp.exp(-x))
