"""Correct (on a CPU or TPU, whose grid steps run in order): a third grid axis over K, zeroed at its first step."""
EXERCISE = "kernels.matmul"
VERDICT = "pass"

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

        o_ref[...] += jnp.dot(a_ref[...], b_ref[...], preferred_element_type=jnp.float32)

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((m, n), jnp.float32),
        grid=(m // TILE, n // TILE, k // TILE),
        in_specs=[pl.BlockSpec((TILE, TILE), lambda i, j, p: (i, p)), pl.BlockSpec((TILE, TILE), lambda i, j, p: (p, j))],
        out_specs=pl.BlockSpec((TILE, TILE), lambda i, j, p: (i, j)),
        interpret=interpret(),
    )(a, b)
