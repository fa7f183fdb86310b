"""Correct: jax.nn.softmax on the block inside the kernel, the grid spelled with a GridSpec."""
EXERCISE = "kernels.blocked_softmax"
VERDICT = "pass"

import jax
from jax.experimental import pallas as pl


def blocked_softmax(x):
    def kernel(x_ref, o_ref):
        o_ref[...] = jax.nn.softmax(x_ref[...], axis=1)

    n, d = x.shape
    spec = pl.BlockSpec(block_shape=(BLOCK_ROWS, d), index_map=lambda i: (i, 0))
    grid_spec = pl.GridSpec(grid=(n // BLOCK_ROWS,), in_specs=[spec], out_specs=spec)
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid_spec=grid_spec,
                          interpret=interpret())(x)
