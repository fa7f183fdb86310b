"""The student forms every pair explicitly (jnp.repeat the xs, jnp.tile the ys), vmaps ``f`` once over the flat list and reshapes with ``reshape(n, -1)``; with no rows in xs the -1 cannot be inferred and it crashes."""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
MESSAGE = '[edge_cases] pairwise(f=euclidean, xs=array(shape=(0, 2)'

from typing import Callable

import jax
import jax.numpy as jnp


def pairwise(f: Callable[[jax.Array, jax.Array], jax.Array], xs: jax.Array, ys: jax.Array) -> jax.Array:
    n, m = xs.shape[0], ys.shape[0]
    left = jnp.repeat(xs, m, axis=0)      # x0 x0 x0 x1 x1 x1 ...
    right = jnp.tile(ys, (n, 1))          # y0 y1 y2 y0 y1 y2 ...
    return jax.vmap(f)(left, right).reshape(n, -1)
