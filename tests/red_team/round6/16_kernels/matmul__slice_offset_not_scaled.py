"""The student loops over the pieces of ``K`` inside the kernel with ``pl.ds(k, TILE)``, forgetting to scale the start by ``TILE``, so the pieces overlap (columns 0..127, 1..128, ...) instead of tiling ``K``; with ``K == TILE`` it is right.

Violates: "The sum over ``K`` goes in pieces of ``TILE``: either a loop inside the kernel over pieces of the ``(TILE, K)`` and ``(K, TILE)`` blocks it receives" / "equal to ``a @ b`` up to float32 rounding."
Verifying input: matmul(ones((128, 256)), full((256, 128), 0.5)) (the docstring's example) -> requires 128.0, this returns 128.0 by luck of constant inputs; with random a (128, 256), b (256, 128) the max error is ~65 (vs float32 rounding ~1e-4).
"""
EXERCISE = "kernels.matmul"
VERDICT = "fail"
KIND = "values"

import jax
import jax.extend
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl


def matmul(a: jax.Array, b: jax.Array) -> jax.Array:
    M, K = a.shape
    _, N = b.shape

    def kernel(a_ref, b_ref, o_ref):
        def body(k, acc):
            piece_a = a_ref[:, pl.ds(k, TILE)]
            piece_b = b_ref[pl.ds(k, TILE), :]
            return acc + jnp.dot(piece_a, piece_b, preferred_element_type=jnp.float32)

        o_ref[...] = lax.fori_loop(0, K // TILE, body, jnp.zeros((TILE, TILE), jnp.float32))

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((M, N), jnp.float32),
        grid=(M // TILE, N // TILE),
        in_specs=[pl.BlockSpec((TILE, K), lambda i, j: (i, 0)), pl.BlockSpec((K, TILE), lambda i, j: (0, j))],
        out_specs=pl.BlockSpec((TILE, TILE), lambda i, j: (i, j)),
        interpret=interpret(),
    )(a, b)


if __name__ == "__main__":
    import os
    import sys

    import numpy as np

    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "exercises", "16_kernels"))
    from kernels import BLOCK_ROWS, GELU_C, TILE, interpret  # the stub module's names, as when appended to it

    def pallas_calls(f, *args):
        found = []

        def walk(j):
            for e in j.eqns:
                if e.primitive.name == "pallas_call":
                    found.append(e)
                for sub in jax.extend.core.jaxprs_in_params(e.params):
                    walk(sub)

        walk(jax.make_jaxpr(f)(*args).jaxpr)
        return found

    rng = np.random.default_rng(0)

    def operands(M, K, N):
        a = rng.standard_normal((M, K)).astype(np.float32)
        b = rng.standard_normal((K, N)).astype(np.float32)
        return a, b, a.astype(np.float64) @ b.astype(np.float64)
    assert float(matmul(jnp.ones((128, 256)), jnp.full((256, 128), 0.5))[0, 0]) == 128.0
    a, b, ref = operands(128, 128, 256)
    assert np.allclose(matmul(jnp.asarray(a), jnp.asarray(b)), ref, rtol=1e-4, atol=1e-3)  # K == TILE: right
    a, b, ref = operands(128, 256, 128)
    err = np.abs(np.asarray(matmul(jnp.asarray(a), jnp.asarray(b))) - ref).max()
    print("K = 256, max abs error:", err)
    assert err > 1.0
    print("verified")
