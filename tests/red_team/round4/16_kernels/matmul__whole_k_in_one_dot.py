"""The student tiles the output but lets each step do one dot over the whole (TILE, K) x (K, TILE) blocks, with no sum over K in pieces of TILE.

Violates: "The sum over ``K`` goes in pieces of ``TILE``: either a loop inside the kernel over pieces ... or a third grid axis over the pieces"
Verifying input: a of shape (16, 64), b of shape (64, 16) -> requires the K = 64 sum in 4 pieces of 16 (a loop or a third grid axis), this kernel holds a single dot_general contracting all 64 at once, grid (1, 1).
"""
EXERCISE = "kernels.matmul"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def matmul(a: jax.Array, b: jax.Array) -> jax.Array:
    M, K = a.shape
    _, N = b.shape

    def kernel(a_ref, b_ref, o_ref):
        o_ref[...] = jnp.dot(a_ref[...], b_ref[...], preferred_element_type=jnp.float32)

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((M, N), jnp.float32),
        grid=(M // TILE, N // TILE),
        in_specs=[pl.BlockSpec((TILE, K), lambda i, j: (i, 0)), pl.BlockSpec((K, TILE), lambda i, j: (0, j))],
        out_specs=pl.BlockSpec((TILE, TILE), lambda i, j: (i, j)),
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
    A, B = rs.randn(64, 128).astype(np.float32), rs.randn(128, 32).astype(np.float32)
    out = jax.jit(matmul)(A, B)
    assert out.shape == (64, 32) and np.allclose(out, A @ B, rtol=1e-4, atol=1e-4)
    eqn = [e for e in jax.make_jaxpr(matmul)(A, B).jaxpr.eqns if e.primitive.name == "pallas_call"][0]
    assert tuple(eqn.params["grid_mapping"].grid) == (4, 2)  # one step per output tile
    # the flaw: no piecewise sum over K
    a2, b2 = jnp.ones((16, 64)), jnp.ones((64, 16))
    eqn = [e for e in jax.make_jaxpr(matmul)(a2, b2).jaxpr.eqns if e.primitive.name == "pallas_call"][0]
    kernel = eqn.params["jaxpr"]
    prims = [e.primitive.name for e in kernel.eqns]
    dots = [e for e in kernel.eqns if e.primitive.name == "dot_general"]
    print("grid", eqn.params["grid_mapping"].grid, "kernel primitives", prims, "dot operands", [str(v.aval) for v in dots[0].invars])
    assert len(dots) == 1 and dots[0].invars[0].aval.shape == (16, 64)
    assert not any(p in prims for p in ("scan", "while", "fori_loop")) and len(eqn.params["grid_mapping"].grid) == 2
    print("verified")
