"""Correct: output tiles of (16, TILE), fewer rows than TILE, and a Python loop over the pieces of K (unrolled while tracing the kernel).

16 rows: a TPU wants a multiple of 8, a GPU's dot at least 16; the columns stay TILE (128) wide, as a TPU wants."""
EXERCISE = "kernels.matmul"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

SMALL = 16


def matmul(a, b):
    m, k = a.shape
    n = b.shape[1]

    def kernel(a_ref, b_ref, o_ref):
        total = jnp.zeros((SMALL, TILE), jnp.float32)
        for p in range(k // TILE):
            total = total + a_ref[:, p * TILE:(p + 1) * TILE] @ b_ref[p * TILE:(p + 1) * TILE, :]
        o_ref[...] = total

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((m, n), jnp.float32),
        grid=(m // SMALL, n // TILE),
        in_specs=[pl.BlockSpec((SMALL, k), lambda i, j: (i, 0)), pl.BlockSpec((k, TILE), lambda i, j: (0, j))],
        out_specs=pl.BlockSpec((SMALL, TILE), lambda i, j: (i, j)),
        interpret=interpret(),
    )(a, b)
