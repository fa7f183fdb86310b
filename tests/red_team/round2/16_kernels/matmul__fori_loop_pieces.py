"""The student writes the loop form: a (M // TILE, N // TILE) grid, each step receiving its (TILE, K) rows of a and (K, TILE) columns of b, and a lax.fori_loop over K // TILE pieces read with pl.ds, adding into a float32 accumulator.

Correct: one grid step per (TILE, TILE) output tile, the K sum in TILE-sized pieces starting from zeros, float32 throughout (preferred_element_type), for any M, K, N multiples of TILE (square or not); the form also runs on a GPU since no step depends on another.
"""
EXERCISE = "kernels.matmul"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl


def matmul(a: jax.Array, b: jax.Array) -> jax.Array:
    M, K = a.shape
    N = b.shape[1]

    def kernel(a_ref, b_ref, o_ref):
        def piece(p, acc):
            start = pl.multiple_of(p * TILE, TILE)
            return acc + jnp.dot(a_ref[:, pl.ds(start, TILE)], b_ref[pl.ds(start, TILE), :],
                                 preferred_element_type=jnp.float32)

        o_ref[...] = lax.fori_loop(0, K // TILE, piece, jnp.zeros((TILE, TILE), jnp.float32)).astype(o_ref.dtype)

    return pl.pallas_call(
        kernel, out_shape=jax.ShapeDtypeStruct((M, N), jnp.float32), grid=(M // TILE, N // TILE),
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

    for M, K, N in [(16, 16, 16), (16, 32, 16), (32, 64, 16), (16, 128, 64), (64, 16, 32), (128, 64, 128)]:
        check(M, K, N)
        (e,) = top_level(matmul, jnp.ones((M, K)), jnp.ones((K, N)))
        grid = e.params["grid_mapping"].grid
        assert e.primitive.name == "pallas_call" and grid[:2] == (M // TILE, N // TILE)
        assert blocks(e)[-1] == (TILE, TILE)
    a = np.full((16, 48 - 16), 1 + 2.0 ** -10, np.float32)
    assert (np.asarray(matmul(a, np.ones((32, 16), np.float32))) == np.float32(32 * (1 + 2.0 ** -10))).all()
    print("verified")
