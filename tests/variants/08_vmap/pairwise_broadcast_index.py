"""One flat vmap over every (i, j) index pair, reshaped to (len(xs), len(ys)): with no rows in xs, indexing an empty axis raises."""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
MESSAGE = '[edge_cases] pairwise(f=euclidean, xs=array(shape=(0, 2), dtype=float32)'

import jax
import jax.numpy as jnp


def pairwise(f, xs, ys):
    xs, ys = jnp.asarray(xs), jnp.asarray(ys)
    i, j = jnp.meshgrid(jnp.arange(xs.shape[0]), jnp.arange(ys.shape[0]), indexing="ij")
    out = jax.vmap(lambda a, b: f(xs[a], ys[b]))(i.ravel(), j.ravel())
    return out.reshape(xs.shape[0], ys.shape[0])
