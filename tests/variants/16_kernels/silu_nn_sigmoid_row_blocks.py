"""Correct: jax.nn.sigmoid inside the kernel, one row per grid step, its own interpret flag."""
EXERCISE = "kernels.silu"
VERDICT = "pass"

import jax
from jax.experimental import pallas as pl


def silu(x):
    def kernel(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = v * jax.nn.sigmoid(v)

    m, n = x.shape
    row = pl.BlockSpec((1, n), lambda i: (i, 0))
    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        grid=(m,),
        in_specs=[row],
        out_specs=row,
        interpret=jax.default_backend() == "cpu",
    )(x)
