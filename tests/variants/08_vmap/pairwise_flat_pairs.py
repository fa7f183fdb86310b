"""Alternative: every (i, j) index pair in one vmap, reshaped to (n, m)."""
EXERCISE = "vmap.pairwise"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def pairwise(f, xs, ys):
    n, m = xs.shape[0], ys.shape[0]
    i, j = jnp.meshgrid(jnp.arange(n), jnp.arange(m), indexing="ij")
    return jax.vmap(f)(xs[i.ravel()], ys[j.ravel()]).reshape(n, m)
