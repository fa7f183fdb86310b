"""Correct: (8, 8) output tiles and a Python loop over the pieces of K (unrolled while tracing the kernel)."""
EXERCISE = "kernels.matmul"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

SMALL = 8


def matmul(a, b):
    m, k = a.shape
    n = b.shape[1]

    def kernel(a_ref, b_ref, o_ref):
        total = jnp.zeros((SMALL, SMALL), jnp.float32)
        for p in range(k // SMALL):
            total = total + a_ref[:, p * SMALL:(p + 1) * SMALL] @ b_ref[p * SMALL:(p + 1) * SMALL, :]
        o_ref[...] = total

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((m, n), jnp.float32),
        grid=(m // SMALL, n // SMALL),
        in_specs=[pl.BlockSpec((SMALL, k), lambda i, j: (i, 0)), pl.BlockSpec((k, SMALL), lambda i, j: (0, j))],
        out_specs=pl.BlockSpec((SMALL, SMALL), lambda i, j: (i, j)),
        interpret=interpret(),
    )(a, b)
