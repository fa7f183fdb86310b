"""The student sizes the grid as (M // TILE, M // TILE), as if the output were square, so when N != M some output tiles are never written (N > M) or computed twice (N < M).

Violates: "the grid has (at least) one step per output tile" for "b: ... shape ``(K, N)``" (``M`` and ``N`` independent powers of two).
Verifying input: a (16, 32), b (32, 32) -> requires a (16, 32) product, this returns the second output tile (columns 16..31) as NaN.
"""
EXERCISE = "kernels.matmul"
VERDICT = "fail"
KIND = "shapes"

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

    for shape in [(16, 16, 16), (32, 64, 32), (64, 16, 64)]:
        check(*shape)
    got = np.asarray(matmul(jnp.ones((16, 32)), jnp.ones((32, 32))))
    assert (got[:, :16] == 32.0).all() and not (got[:, 16:] == 32.0).all(), got[0]
    print("verified")
