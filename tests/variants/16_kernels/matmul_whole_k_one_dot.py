"""The student gives each grid step the full (TILE, K) and (K, TILE) blocks and multiplies them with one dot: one step per output tile and right values, but the sum over K is not taken in pieces of TILE."""
EXERCISE = "kernels.matmul"
VERDICT = "fail"
MESSAGE = 'in pieces of 128'

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def matmul(a: jax.Array, b: jax.Array) -> jax.Array:
    M, K = a.shape
    N = b.shape[1]

    def kernel(a_ref, b_ref, o_ref):
        o_ref[...] = jnp.dot(a_ref[...], b_ref[...], preferred_element_type=jnp.float32)

    return pl.pallas_call(
        kernel, out_shape=jax.ShapeDtypeStruct((M, N), jnp.float32), grid=(M // TILE, N // TILE),
        in_specs=[pl.BlockSpec((TILE, K), lambda i, j: (i, 0)), pl.BlockSpec((K, TILE), lambda i, j: (0, j))],
        out_specs=pl.BlockSpec((TILE, TILE), lambda i, j: (i, j)), interpret=interpret())(a, b)
