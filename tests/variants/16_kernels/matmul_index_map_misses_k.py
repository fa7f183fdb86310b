"""A 3-D grid with index maps written for a 2-D one: JAX calls each index map with three grid indices."""
EXERCISE = "kernels.matmul"
VERDICT = "fail"
MESSAGE = "takes 2 positional arguments but 3 were given"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def matmul(a, b):
    m, k = a.shape
    n = b.shape[1]

    def kernel(a_ref, b_ref, o_ref):
        @pl.when(pl.program_id(2) == 0)
        def _():
            o_ref[...] = jnp.zeros_like(o_ref)

        o_ref[...] += jnp.dot(a_ref[...], b_ref[...])

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((m, n), jnp.float32),
        grid=(m // TILE, n // TILE, k // TILE),
        in_specs=[pl.BlockSpec((TILE, k), lambda i, j: (i, 0)), pl.BlockSpec((k, TILE), lambda i, j: (0, j))],
        out_specs=pl.BlockSpec((TILE, TILE), lambda i, j: (i, j)),
        interpret=interpret(),
    )(a, b)
