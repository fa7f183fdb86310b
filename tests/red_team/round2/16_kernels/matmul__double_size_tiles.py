"""The student uses (2 * TILE, 2 * TILE) output tiles where the matrix is big enough ("fewer steps, less overhead"), summing K in pieces of TILE: right values, but a step no longer produces one (TILE, TILE) tile.

Violates: "Each kernel step produces one ``(TILE, TILE)`` tile of the output, so the grid has (at least) one step per output tile".
Verifying input: a (64, 32), b (32, 64) -> requires a grid with 16 steps of (16, 16) output tiles, this has a (2, 2) grid of (32, 32) tiles.
"""
EXERCISE = "kernels.matmul"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl


def matmul(a: jax.Array, b: jax.Array) -> jax.Array:
    M, K = a.shape
    N = b.shape[1]
    tm, tn = min(2 * TILE, M), min(2 * TILE, N)

    def kernel(a_ref, b_ref, o_ref):
        def piece(p, acc):
            start = pl.multiple_of(p * TILE, TILE)
            return acc + jnp.dot(a_ref[:, pl.ds(start, TILE)], b_ref[pl.ds(start, TILE), :], preferred_element_type=jnp.float32)

        o_ref[...] = lax.fori_loop(0, K // TILE, piece, jnp.zeros((tm, tn), jnp.float32))

    return pl.pallas_call(
        kernel, out_shape=jax.ShapeDtypeStruct((M, N), jnp.float32), grid=(M // tm, N // tn),
        in_specs=[pl.BlockSpec((tm, K), lambda i, j: (i, 0)), pl.BlockSpec((K, tn), lambda i, j: (0, j))],
        out_specs=pl.BlockSpec((tm, tn), lambda i, j: (i, j)), interpret=interpret())(a, b)


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

    for shape in [(16, 16, 16), (16, 64, 32), (64, 32, 128)]:
        check(*shape)
    (e,) = top_level(matmul, jnp.ones((16, 32)), jnp.ones((32, 16)))
    assert e.params["grid_mapping"].grid == (1, 1)  # the docstring's example still looks right
    (e,) = top_level(matmul, jnp.ones((64, 32)), jnp.ones((32, 64)))
    assert e.params["grid_mapping"].grid == (2, 2) and blocks(e)[-1] == (32, 32), (e.params["grid_mapping"].grid, blocks(e))
    print("verified")
