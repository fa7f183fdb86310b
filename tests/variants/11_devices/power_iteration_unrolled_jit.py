"""Correct alternative: a Python loop inside jax.jit (unrolled, but one program with no transfers)."""
EXERCISE = "devices.power_iteration"
VERDICT = "pass"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n_steps")
def power_iteration(matrix, n_steps):
    n = matrix.shape[0]
    v = jnp.full(n, n ** -0.5, matrix.dtype)
    estimates = []
    for _ in range(n_steps):
        w = matrix @ v
        estimates.append(v @ w)
        v = w / jnp.linalg.norm(w)
    return jnp.stack(estimates), v
