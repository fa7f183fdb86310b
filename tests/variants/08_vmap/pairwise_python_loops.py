"""Two Python loops over the rows: right values, a program that grows with the batch."""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
MESSAGE = "grows with the problem"

import jax.numpy as jnp


def pairwise(f, xs, ys):
    return jnp.stack([jnp.stack([f(x, y) for y in ys]) for x in xs])
