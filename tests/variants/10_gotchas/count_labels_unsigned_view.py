"""Alternative: as uint32 every negative label is huge, so one `minimum` sends all invalid labels to n_bins."""
EXERCISE = "gotchas.count_labels"
VERDICT = "pass"

import jax.numpy as jnp


def count_labels(labels, n_bins):
    index = jnp.minimum(jnp.asarray(labels).astype(jnp.uint32), n_bins).astype(jnp.int32)
    return jnp.zeros(n_bins + 1, jnp.int32).at[index].add(1)
