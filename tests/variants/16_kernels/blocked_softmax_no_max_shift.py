"""Exponentiates the block directly: exp(1000.0) is inf and the rows near 1000 become nan."""
EXERCISE = "kernels.blocked_softmax"
VERDICT = "fail"
MESSAGE = "not finite"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def blocked_softmax(x):
    def kernel(x_ref, o_ref):
        e = jnp.exp(x_ref[...])
        o_ref[...] = e / e.sum(axis=1, keepdims=True)

    n, d = x.shape
    rows = pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(n // BLOCK_ROWS,),
                          in_specs=[rows], out_specs=rows, interpret=interpret())(x)
