"""The student gives each grid step the full (TILE, K) and (K, TILE) blocks and multiplies them with one dot: one step per output tile and right values, but the sum over K is not taken in pieces of TILE.

Violates: "The sum over ``K`` goes in pieces of ``TILE``: either a loop inside the kernel over pieces ... or a third grid axis over the pieces".
Verifying input: a (32, 64), b (64, 32) -> requires a kernel whose products contract over TILE = 16 at a time, this kernel's only dot_general contracts over all 64 (grid (2, 2), no loop).
"""
EXERCISE = "kernels.matmul"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def matmul(a: jax.Array, b: jax.Array) -> jax.Array:
    M, K = a.shape
    N = b.shape[1]

    def kernel(a_ref, b_ref, o_ref):
        o_ref[...] = jnp.dot(a_ref[...], b_ref[...], preferred_element_type=jnp.float32)

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

    for shape in [(16, 16, 16), (32, 64, 16), (64, 32, 128)]:
        check(*shape)
    (e,) = top_level(matmul, jnp.ones((32, 64)), jnp.ones((64, 32)))
    assert e.params["grid_mapping"].grid == (2, 2)
    inner = [q for q in e.params["jaxpr"].eqns if q.primitive.name == "dot_general"]
    assert len(inner) == 1 and inner[0].invars[0].aval.shape == (16, 64), inner
    assert not [q for q in e.params["jaxpr"].eqns if q.primitive.name in ("scan", "while")]
    print("verified")
