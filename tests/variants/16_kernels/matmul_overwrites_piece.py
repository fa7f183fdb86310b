"""The loop body returns the piece's product instead of adding it to the total: only the last piece of K survives."""
EXERCISE = "kernels.matmul"
VERDICT = "fail"
MESSAGE = "equals the product of piece 3 of K alone"

import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl


def matmul(a, b):
    m, k = a.shape
    n = b.shape[1]

    def kernel(a_ref, b_ref, o_ref):
        def body(p, acc):
            start = p * TILE
            return jnp.dot(a_ref[:, pl.ds(start, TILE)], b_ref[pl.ds(start, TILE), :])

        o_ref[...] = lax.fori_loop(0, k // TILE, body, jnp.zeros((TILE, TILE), jnp.float32))

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((m, n), jnp.float32),
        grid=(m // TILE, n // TILE),
        in_specs=[pl.BlockSpec((TILE, k), lambda i, j: (i, 0)), pl.BlockSpec((k, TILE), lambda i, j: (0, j))],
        out_specs=pl.BlockSpec((TILE, TILE), lambda i, j: (i, j)),
        interpret=interpret(),
    )(a, b)
