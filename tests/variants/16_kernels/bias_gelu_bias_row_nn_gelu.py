"""Correct: b reshaped to a (1, d) row outside (a relabelling, no arithmetic), jax.nn.gelu inside the kernel."""
EXERCISE = "kernels.bias_gelu"
VERDICT = "pass"

import jax
from jax.experimental import pallas as pl


@jax.jit
def bias_gelu(x, b):
    def kernel(x_ref, b_ref, o_ref):
        o_ref[...] = jax.nn.gelu(x_ref[...] + b_ref[...], approximate=True)

    n, d = x.shape
    block = BLOCK_ROWS  # n is a multiple of BLOCK_ROWS, not of anything larger
    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((n, d), x.dtype),
        grid=(n // block,),
        in_specs=[pl.BlockSpec((block, d), lambda i: (i, 0)), pl.BlockSpec((1, d), lambda i: (0, 0))],
        out_specs=pl.BlockSpec((block, d), lambda i: (i, 0)),
        interpret=interpret(),
    )(x, b.reshape(1, d))
