"""The student uses a third grid axis over the pieces of ``K`` and adds each piece's product into the output tile (``o_ref[...] += ...``) but never zeroes the tile at the first piece, so the sum starts from memory nobody wrote (NaN in interpret mode, garbage on a device).

Violates: "or a third grid axis over the pieces whose steps add into the output tile" / "Returns: A float32 array of shape ``(M, N)``, equal to ``a @ b`` up to float32 rounding."
Verifying input: matmul(ones((128, 256)), full((256, 128), 0.5)) (the docstring's example) -> requires 128.0 everywhere, this returns NaN.
"""
EXERCISE = "kernels.matmul"
VERDICT = "fail"
KIND = "values"

import jax
import jax.extend
import jax.numpy as jnp
from jax.experimental import pallas as pl


def matmul(a: jax.Array, b: jax.Array) -> jax.Array:
    M, K = a.shape
    _, N = b.shape

    def kernel(a_ref, b_ref, o_ref):
        o_ref[...] += jnp.dot(a_ref[...], b_ref[...], preferred_element_type=jnp.float32)

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((M, N), jnp.float32),
        grid=(M // TILE, N // TILE, K // TILE),
        in_specs=[pl.BlockSpec((TILE, TILE), lambda i, j, k: (i, k)), pl.BlockSpec((TILE, TILE), lambda i, j, k: (k, j))],
        out_specs=pl.BlockSpec((TILE, TILE), lambda i, j, k: (i, j)),
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
    out = np.asarray(matmul(jnp.ones((128, 256)), jnp.full((256, 128), 0.5)))
    print("docstring example: required 128.0, got", out[0, 0], " NaN everywhere:", np.isnan(out).all())
    assert np.isnan(out).all()
    print("verified")
