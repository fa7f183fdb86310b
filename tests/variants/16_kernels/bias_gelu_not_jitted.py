"""The fused kernel without @jax.jit: every call traces and compiles the pallas_call again."""
EXERCISE = "kernels.bias_gelu"
VERDICT = "fail"
MESSAGE = "not jitted"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def bias_gelu(x, b):
    def kernel(x_ref, b_ref, o_ref):
        v = x_ref[...] + b_ref[...]
        o_ref[...] = 0.5 * v * (1.0 + jnp.tanh(GELU_C * (v + 0.044715 * v * v * v)))

    n, d = x.shape
    rows = pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(n // BLOCK_ROWS,),
                          in_specs=[rows, pl.BlockSpec((d,), lambda i: (0,))], out_specs=rows,
                          interpret=interpret())(x, b)
