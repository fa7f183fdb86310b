"""The student uses blocks of min(128, n) rows "for GPU occupancy" and a grid of n // block steps, so when n is a multiple of 8 but not of 128 (and above 128) the last rows are never computed."""
EXERCISE = "kernels.bias_gelu"
VERDICT = "fail"
MESSAGE = 'edge_cases'

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


@jax.jit
def bias_gelu(x: jax.Array, b: jax.Array) -> jax.Array:
    n, d = x.shape
    block = min(128, n)

    def kernel(x_ref, b_ref, o_ref):
        v = x_ref[...] + b_ref[...]
        o_ref[...] = 0.5 * v * (1.0 + jnp.tanh(GELU_C * (v + 0.044715 * v ** 3)))

    rows = pl.BlockSpec((block, d), lambda i: (i, 0))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(n // block,),
                          in_specs=[rows, pl.BlockSpec((1, d), lambda i: (0, 0))], out_specs=rows,
                          interpret=interpret())(x, b.reshape(1, d))
