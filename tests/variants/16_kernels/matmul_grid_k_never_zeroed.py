"""A third grid axis over K that adds into the output tile, which nobody set to zero first."""
EXERCISE = "kernels.matmul"
VERDICT = "fail"
MESSAGE = "holds NaN or inf"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def matmul(a, b):
    m, k = a.shape
    n = b.shape[1]

    def kernel(a_ref, b_ref, o_ref):
        o_ref[...] += jnp.dot(a_ref[...], b_ref[...])

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((m, n), jnp.float32),
        grid=(m // TILE, n // TILE, k // TILE),
        in_specs=[pl.BlockSpec((TILE, TILE), lambda i, j, p: (i, p)), pl.BlockSpec((TILE, TILE), lambda i, j, p: (p, j))],
        out_specs=pl.BlockSpec((TILE, TILE), lambda i, j, p: (i, j)),
        interpret=interpret(),
    )(a, b)
