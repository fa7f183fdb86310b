"""Switches 64-bit mode on for good ("indices past int32 must work") and never puts it back: every computation the
program makes after the first call changes (a Python float becomes float64, `jnp.arange` int64), although this
function's own answers are right.
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
MESSAGE = "JAX's global switch `jax_enable_x64` was no longer what it was"

import jax
import jax.numpy as jnp


def swap_rows(x: jax.Array, i: int, j: int) -> jax.Array:
    jax.config.update("jax_enable_x64", True)
    x = jnp.asarray(x)
    row_i, row_j = x[i], x[j]
    return x.at[i].set(row_j).at[j].set(row_i)
