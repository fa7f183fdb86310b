"""Nests the maps the other way round: the result is (m, n), transposed."""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
MESSAGE = "wrong shape"

import jax


def pairwise(f, xs, ys):
    return jax.vmap(jax.vmap(f, in_axes=(0, None)), in_axes=(None, 0))(xs, ys)
