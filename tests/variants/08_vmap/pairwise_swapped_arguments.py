"""Maps over ys outside and xs inside, then transposes, but calls `f(y, x)`: right only for symmetric f."""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax


def pairwise(f, xs, ys):
    return jax.vmap(lambda y: jax.vmap(lambda x: f(y, x))(xs))(ys).T
