"""Alternative: the inner map over xs with out_axes=0 inside an outer map over ys with out_axes=1."""
EXERCISE = "vmap.pairwise"
VERDICT = "pass"

import jax


def pairwise(f, xs, ys):
    column = jax.vmap(f, in_axes=(0, None))  # f(xs[i], y) for every i
    return jax.vmap(column, in_axes=(None, 0), out_axes=1)(xs, ys)
