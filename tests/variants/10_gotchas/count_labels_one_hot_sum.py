"""Correct alternative: compare against every bin and sum, with the overflow counted separately."""
EXERCISE = "gotchas.count_labels"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def count_labels(labels: jax.Array, n_bins: int) -> jax.Array:
    hits = (labels[:, None] == jnp.arange(n_bins)).sum(axis=0)
    invalid = ((labels < 0) | (labels >= n_bins)).sum()
    return jnp.concatenate([hits, invalid[None]]).astype(jnp.int32)
