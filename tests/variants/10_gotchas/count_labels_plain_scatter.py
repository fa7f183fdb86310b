"""Scatters every label as it is: labels past the end are dropped and negative ones wrap to the end."""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def count_labels(labels: jax.Array, n_bins: int) -> jax.Array:
    return jnp.zeros(n_bins + 1, jnp.int32).at[labels].add(1)
