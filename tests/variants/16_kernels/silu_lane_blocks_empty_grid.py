"""Blocks of 128 columns (a TPU's lane width) on a grid of n // 128 steps: for rows narrower than 128, which the
docstring admits (any power of two; its own example has n = 4), the grid is empty and the output is never written."""
EXERCISE = "kernels.silu"
VERDICT = "fail"
MESSAGE = "memory no kernel step wrote"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def silu(x):
    m, n = x.shape

    def kernel(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = v / (1.0 + jnp.exp(-v))

    lanes = pl.BlockSpec((m, 128), lambda j: (0, j))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(n // 128,),
                          in_specs=[lanes], out_specs=lanes, interpret=interpret())(x)
