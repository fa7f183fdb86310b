"""The index map returns the first row (an element offset) instead of the block number, so steps read the wrong rows."""
EXERCISE = "kernels.blocked_softmax"
VERDICT = "fail"
MESSAGE = "elements differ"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def blocked_softmax(x):
    def kernel(x_ref, o_ref):
        v = x_ref[...]
        e = jnp.exp(v - v.max(axis=1, keepdims=True))
        o_ref[...] = e / e.sum(axis=1, keepdims=True)

    n, d = x.shape
    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        grid=(n // BLOCK_ROWS,),
        in_specs=[pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i * BLOCK_ROWS, 0))],
        out_specs=pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0)),
        interpret=interpret(),
    )(x)
