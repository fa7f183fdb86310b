"""The exact GELU with erf: not the tanh form the docstring asks for (they differ by up to about 1e-3)."""
EXERCISE = "kernels.bias_gelu"
VERDICT = "fail"
MESSAGE = "elements differ"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


@jax.jit
def bias_gelu(x, b):
    def kernel(x_ref, b_ref, o_ref):
        v = x_ref[...] + b_ref[...]
        o_ref[...] = 0.5 * v * (1.0 + jax.lax.erf(v / jnp.sqrt(2.0).astype(v.dtype)))

    n, d = x.shape
    rows = pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(n // BLOCK_ROWS,),
                          in_specs=[rows, pl.BlockSpec((d,), lambda i: (0,))], out_specs=rows,
                          interpret=interpret())(x, b)
