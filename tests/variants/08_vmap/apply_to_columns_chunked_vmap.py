"""vmaps f over blocks of 16 columns in a Python loop over the blocks: the jaxpr is the same for 3 or 16 columns, but grows by one vmap per extra block."""
EXERCISE = "vmap.apply_to_columns"
VERDICT = "fail"
MESSAGE = '[jaxpr_size] grows with the problem'

from typing import Callable

import jax
import jax.numpy as jnp

_ATC_BLOCK = 16


def apply_to_columns(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    cols = x.shape[1]
    fv = jax.vmap(f, in_axes=1, out_axes=1)
    if cols <= _ATC_BLOCK:
        return fv(x)
    parts = [fv(x[:, s:s + _ATC_BLOCK]) for s in range(0, cols, _ATC_BLOCK)]
    return jnp.concatenate(parts, axis=1)
