"""Correct alternative: lax.fori_loop writing each estimate into a preallocated array, under jit."""
EXERCISE = "devices.power_iteration"
VERDICT = "pass"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def power_iteration(matrix, n_steps):
    n = matrix.shape[0]
    v = jnp.ones(n, matrix.dtype) / jnp.sqrt(n).astype(matrix.dtype)

    def body(i, carry):
        v, estimates = carry
        w = matrix @ v
        return w / jnp.sqrt(w @ w), estimates.at[i].set(v @ w)

    v, estimates = jax.lax.fori_loop(0, n_steps, body, (v, jnp.zeros(n_steps, matrix.dtype)))
    return estimates, v
