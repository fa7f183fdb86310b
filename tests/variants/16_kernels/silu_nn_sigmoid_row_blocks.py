"""Correct: jax.nn.sigmoid inside the kernel, one row per grid step, its own interpret flag.

x is viewed as (m, 1, n), so each step's block is one whole (1, n) row: a TPU takes blocks whose
last two sides are multiples of (8, 128) or the array's own, and a (1, n) block of (m, n) is neither."""
EXERCISE = "kernels.silu"
VERDICT = "pass"

import jax
from jax.experimental import pallas as pl


def silu(x):
    def kernel(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = v * jax.nn.sigmoid(v)

    m, n = x.shape
    row = pl.BlockSpec((None, 1, n), lambda i: (i, 0, 0))
    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((m, 1, n), x.dtype),
        grid=(m,),
        in_specs=[row],
        out_specs=row,
        interpret=jax.default_backend() == "cpu",
    )(x.reshape(m, 1, n)).reshape(m, n)
