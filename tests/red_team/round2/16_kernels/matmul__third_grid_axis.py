"""The student writes the accumulate form with the K axis as the third grid axis and the output index map ignoring it: the first piece (program_id(2) == 0) writes its product, each later piece adds its own into the same output tile.

Correct: one (TILE, TILE) output tile per (i, j), the K sum in TILE pieces, the tile initialised by the first piece's product rather than read unwritten (no NaN, no replaced total), float32; valid in interpret mode and on a TPU, where the steps of one tile run in order, as the docstring allows.
"""
EXERCISE = "kernels.matmul"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def matmul(a: jax.Array, b: jax.Array) -> jax.Array:
    M, K = a.shape
    N = b.shape[1]

    def kernel(a_ref, b_ref, o_ref):
        product = jnp.dot(a_ref[...], b_ref[...], preferred_element_type=jnp.float32)
        first = pl.program_id(2) == 0

        @pl.when(first)
        def _():
            o_ref[...] = product

        @pl.when(jnp.logical_not(first))
        def _():
            o_ref[...] += product

    return pl.pallas_call(
        kernel, out_shape=jax.ShapeDtypeStruct((M, N), jnp.float32), grid=(M // TILE, N // TILE, K // TILE),
        in_specs=[pl.BlockSpec((TILE, TILE), lambda i, j, p: (i, p)), pl.BlockSpec((TILE, TILE), lambda i, j, p: (p, j))],
        out_specs=pl.BlockSpec((TILE, TILE), lambda i, j, p: (i, j)), interpret=interpret())(a, b)


if __name__ == "__main__":
    import numpy as np
    def interpret():
        return jax.default_backend() == "cpu"

    BLOCK_ROWS, TILE, GELU_C = 8, 16, 0.7978845608

    def top_level(f, *args):
        """The primitives of f's program, looking through jit wrappers but not into kernels."""
        found = []

        def walk(jaxpr):
            for e in jaxpr.eqns:
                if e.primitive.name in ("pjit", "jit", "closed_call"):
                    walk(e.params["jaxpr"].jaxpr)
                else:
                    found.append(e)

        walk(jax.make_jaxpr(f)(*args).jaxpr)
        return found

    def blocks(eqn):
        return [tuple(getattr(b, "block_size", b) for b in bm.block_shape) for bm in eqn.params["grid_mapping"].block_mappings]

    assert float(matmul(jnp.ones((16, 32)), jnp.full((32, 16), 0.5))[0, 0]) == 16.0
    rng = np.random.default_rng(0)

    def check(M, K, N):
        a = rng.normal(size=(M, K)).astype(np.float32)
        b = rng.normal(size=(K, N)).astype(np.float32)
        got = matmul(a, b)
        assert got.dtype == jnp.float32 and got.shape == (M, N)
        np.testing.assert_allclose(np.asarray(got), a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)

    for M, K, N in [(16, 16, 16), (16, 32, 16), (32, 64, 16), (16, 128, 64), (64, 16, 32), (128, 64, 128)]:
        check(M, K, N)
        (e,) = top_level(matmul, jnp.ones((M, K)), jnp.ones((K, N)))
        grid = e.params["grid_mapping"].grid
        assert e.primitive.name == "pallas_call" and grid[:2] == (M // TILE, N // TILE)
        assert blocks(e)[-1] == (TILE, TILE)
    a = np.full((16, 48 - 16), 1 + 2.0 ** -10, np.float32)
    assert (np.asarray(matmul(a, np.ones((32, 16), np.float32))) == np.float32(32 * (1 + 2.0 ** -10))).all()
    print("verified")
