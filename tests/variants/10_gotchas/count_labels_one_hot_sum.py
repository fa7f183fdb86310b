"""Compares against every bin and sums, with the overflow counted separately in the labels' dtype: n_bins = 200 wraps in int8, so valid labels are counted as invalid."""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
MESSAGE = '[dtypes] wrong values for count_labels(labels=array([   0,    5,  127,   -1, -128,  100,  127], dtype=int8), n_bins=200)'

import jax
import jax.numpy as jnp


def count_labels(labels: jax.Array, n_bins: int) -> jax.Array:
    hits = (labels[:, None] == jnp.arange(n_bins)).sum(axis=0)
    invalid = ((labels < 0) | (labels >= n_bins)).sum()
    return jnp.concatenate([hits, invalid[None]]).astype(jnp.int32)
