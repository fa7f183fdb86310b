"""Correct, unusual style: the third-grid-axis form: grid ``(M/TILE, N/TILE, K/TILE)``, the output tile zeroed under ``pl.when(pl.program_id(2) == 0)`` and each ``K`` piece's product added into it (valid where grid steps run in order: TPU and interpret mode).

Verifying input: compared with float64 NumPy a @ b (rtol 1e-4, atol 1e-3) for (M, K, N) in {(128, 128, 128), (128, 256, 128), (256, 128, 384), (384, 512, 256)} with random values, and the docstring example (128.0); output float32 (M, N); the pallas_call grid has one step per output tile times K/TILE and (TILE, TILE) blocks; also under jax.jit.
"""
EXERCISE = "kernels.matmul"
VERDICT = "pass"
KIND = "style"

import jax
import jax.extend
import jax.numpy as jnp
from jax.experimental import pallas as pl


def matmul(a: jax.Array, b: jax.Array) -> jax.Array:
    M, K = a.shape
    _, N = b.shape

    def kernel(a_ref, b_ref, o_ref):
        @pl.when(pl.program_id(2) == 0)
        def _start():
            o_ref[...] = jnp.zeros_like(o_ref)

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
    assert float(matmul(jnp.ones((128, 256)), jnp.full((256, 128), 0.5))[0, 0]) == 128.0
    for M, K, N in ((128, 128, 128), (128, 256, 128), (256, 128, 384), (384, 512, 256)):
        a, b, ref = operands(M, K, N)
        for fn in (matmul, jax.jit(matmul)):
            out = fn(jnp.asarray(a), jnp.asarray(b))
            assert out.dtype == jnp.float32 and out.shape == (M, N)
            assert np.allclose(np.asarray(out), ref, rtol=1e-4, atol=1e-3)
        (call,) = pallas_calls(matmul, jnp.asarray(a), jnp.asarray(b))
        assert call.params["grid_mapping"].grid == (M // TILE, N // TILE, K // TILE)
    print("verified")
