"""A grid of two steps, each on half of the rows (blocks of n // 2 rows): a grid, but its blocks grow with x, so on
a GPU or TPU a large x comes in blocks too large for the chip's fast memory. The docstring asks for a grid over
blocks of rows because a large x is not one block."""
EXERCISE = "kernels.bias_gelu"
VERDICT = "fail"
MESSAGE = "the blocks grow with x"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


@jax.jit
def bias_gelu(x, b):
    n, d = x.shape
    half = max(n // 2, BLOCK_ROWS)

    def kernel(x_ref, b_ref, o_ref):
        v = x_ref[...] + b_ref[...]
        o_ref[...] = 0.5 * v * (1.0 + jnp.tanh(GELU_C * (v + 0.044715 * v * v * v)))

    rows = pl.BlockSpec((half, d), lambda i: (i, 0))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(n // half,),
                          in_specs=[rows, pl.BlockSpec((1, d), lambda i: (0, 0))], out_specs=rows,
                          interpret=interpret())(x, b.reshape(1, d))
