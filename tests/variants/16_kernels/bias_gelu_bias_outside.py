"""Adds the bias with jnp before the kernel: right values, but x + b is written to memory and read back."""
EXERCISE = "kernels.bias_gelu"
VERDICT = "fail"
MESSAGE = "`add` outside the kernel"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


@jax.jit
def bias_gelu(x, b):
    def kernel(v_ref, o_ref):
        v = v_ref[...]
        o_ref[...] = 0.5 * v * (1.0 + jnp.tanh(GELU_C * (v + 0.044715 * v**3)))

    v = x + b
    n, d = x.shape
    rows = pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(n // BLOCK_ROWS,),
                          in_specs=[rows], out_specs=rows, interpret=interpret())(v)
