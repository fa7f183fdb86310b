"""Correct, unusual style: the third-grid-axis form, zeroing the output tile with pl.when at k == 0 and adding one (TILE, TILE) x (TILE, TILE) product per step.

Violates: nothing (a correct solution).
Verifying input: a = ones((16, 32)), b = full((32, 16), 0.5) -> requires 16.0 at [0, 0], this returns 16.0; matches NumPy's a @ b for several power-of-two shapes.
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
        @pl.when(pl.program_id(2) == 0)
        def _():
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
    import numpy as np

    TILE = 16

    def interpret() -> bool:
        return jax.default_backend() == "cpu"

    a = jnp.ones((16, 32)); b = jnp.full((32, 16), 0.5)
    assert float(matmul(a, b)[0, 0]) == 16.0
    rs = np.random.RandomState(0)
    for M, K, N in ((16, 16, 16), (64, 128, 32), (32, 16, 128)):
        A, B = rs.randn(M, K).astype(np.float32), rs.randn(K, N).astype(np.float32)
        ref = A.astype(np.float64) @ B.astype(np.float64)
        for fn in (matmul, jax.jit(matmul)):
            out = fn(jnp.asarray(A), jnp.asarray(B))
            assert out.shape == (M, N) and out.dtype == jnp.float32 and np.allclose(out, ref, rtol=1e-4, atol=1e-4)
    eqn = [e for e in jax.make_jaxpr(matmul)(A, B).jaxpr.eqns if e.primitive.name == "pallas_call"][0]
    assert tuple(eqn.params["grid_mapping"].grid) == (2, 8, 1)
    # called twice: the zeroing at k == 0 means nothing carries over
    out2 = matmul(jnp.asarray(A), jnp.asarray(B))
    assert np.allclose(out2, ref, rtol=1e-4, atol=1e-4)
    print("verified")
