"""The student casts each piece of a and b to bfloat16 before the dot (accumulating in float32), as TPU kernels often do, so the product carries bfloat16 input rounding instead of float32's.

Violates: "equal to ``a @ b`` up to float32 rounding" for "a: a float32 array", "b: a float32 array".
Verifying input: a = full((16, 16), 1 + 2**-10), b = ones((16, 16)) -> requires 16.015625 everywhere, this returns 16.0.
"""
EXERCISE = "kernels.matmul"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl


def matmul(a: jax.Array, b: jax.Array) -> jax.Array:
    M, K = a.shape
    N = b.shape[1]

    def kernel(a_ref, b_ref, o_ref):
        def piece(p, acc):
            a_piece = a_ref[:, pl.ds(p * TILE, TILE)].astype(jnp.bfloat16)
            b_piece = b_ref[pl.ds(p * TILE, TILE), :].astype(jnp.bfloat16)
            return acc + jnp.dot(a_piece, b_piece, preferred_element_type=jnp.float32)

        o_ref[...] = lax.fori_loop(0, K // TILE, piece, jnp.zeros((TILE, TILE), jnp.float32))

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
    a = (np.arange(32 * 64).reshape(32, 64) % 7 - 3).astype(np.float32)  # small integers: exact in bfloat16
    b = (np.arange(64 * 16).reshape(64, 16) % 5 - 2).astype(np.float32)
    np.testing.assert_array_equal(np.asarray(matmul(a, b)), a @ b)
    (e,) = top_level(matmul, jnp.ones((32, 64)), jnp.ones((64, 16)))
    assert e.params["grid_mapping"].grid == (2, 1)
    got = np.asarray(matmul(jnp.full((16, 16), 1 + 2.0 ** -10), jnp.ones((16, 16))))
    assert (got == 16.0).all(), got[0, 0]
    assert np.float32(16 * (1 + 2.0 ** -10)) == np.float32(16.015625)
    print("verified")
