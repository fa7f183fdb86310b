"""The student sizes the grid as (M // TILE, M // TILE), as if the output were square, so when N != M some output tiles are never written (N > M) or computed twice (N < M)."""
EXERCISE = "kernels.matmul"
VERDICT = "fail"
MESSAGE = 'no grid step writes this tile'

import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl


def matmul(a: jax.Array, b: jax.Array) -> jax.Array:
    M, K = a.shape
    N = b.shape[1]
    tiles = M // TILE

    def kernel(a_ref, b_ref, o_ref):
        def piece(p, acc):
            return acc + a_ref[:, pl.ds(p * TILE, TILE)] @ b_ref[pl.ds(p * TILE, TILE), :]

        o_ref[...] = lax.fori_loop(0, K // TILE, piece, jnp.zeros((TILE, TILE), jnp.float32))

    return pl.pallas_call(
        kernel, out_shape=jax.ShapeDtypeStruct((M, N), jnp.float32), grid=(tiles, tiles),
        in_specs=[pl.BlockSpec((TILE, K), lambda i, j: (i, 0)), pl.BlockSpec((K, TILE), lambda i, j: (0, j))],
        out_specs=pl.BlockSpec((TILE, TILE), lambda i, j: (i, j)), interpret=interpret())(a, b)
