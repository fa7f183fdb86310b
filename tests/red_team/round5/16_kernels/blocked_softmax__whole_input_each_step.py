"""The student gave the ``pallas_call`` the right grid and a ``BLOCK_ROWS``-row output block, but left the input without a ``BlockSpec`` (so each step receives all of ``x``) and picked its rows inside the kernel with ``pl.program_id``: right values, but every step holds the whole input.

Violates: "at each step it sees one block of ``BLOCK_ROWS`` whole rows of ``x`` ... the ``pallas_call`` must have such a grid, not one block holding all of ``x``."
Verifying input: x of shape (32, 4) -> requires each step's input block to be (8, 4), this program's input block is (32, 4) (the whole array) at every one of the 4 steps.
"""
EXERCISE = "kernels.blocked_softmax"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl


def blocked_softmax(x: jax.Array) -> jax.Array:
    n, d = x.shape

    def kernel(x_ref, o_ref):
        i = pl.program_id(0)
        rows = x_ref[pl.ds(i * BLOCK_ROWS, BLOCK_ROWS), :]
        shifted = rows - jnp.max(rows, axis=1, keepdims=True)
        e = jnp.exp(shifted)
        o_ref[...] = e / jnp.sum(e, axis=1, keepdims=True)

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((n, d), jnp.float32),
        grid=(n // BLOCK_ROWS,),
        out_specs=pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0)),
        interpret=interpret(),
    )(x)


if __name__ == "__main__":
    import numpy as np

    BLOCK_ROWS = 8

    def interpret() -> bool:
        return jax.default_backend() == "cpu"

    out = blocked_softmax(jnp.tile(jnp.array([[0.0, 0.0, 1000.0, 1000.0]]), (8, 1)))
    assert out[0].tolist() == [0.0, 0.0, 0.5, 0.5]
    rng = np.random.default_rng(4)
    for n, d in [(8, 2), (32, 4), (64, 16)]:
        x = rng.normal(size=(n, d)).astype(np.float32) * 10
        x[3] = -1000.0
        x[-1, :2] = [1000.0, 999.0] if d >= 2 else x[-1, :2]
        e = np.exp(x.astype(np.float64) - x.max(axis=1, keepdims=True))
        ref = e / e.sum(axis=1, keepdims=True)
        got = jax.jit(blocked_softmax)(jnp.asarray(x))
        assert np.allclose(got, ref, atol=1e-6) and np.allclose(np.asarray(got).sum(axis=1), 1, atol=1e-5)

    # read the program: the grid is right, but the input's block is all of x
    jaxpr = jax.make_jaxpr(blocked_softmax)(jnp.zeros((32, 4), jnp.float32))
    eqn = [e for e in jaxpr.jaxpr.eqns if e.primitive.name == "pallas_call"][0]
    gm = eqn.params["grid_mapping"]
    blocks = [tuple(getattr(b, "block_size", b) for b in bm.block_shape) for bm in gm.block_mappings]
    print("grid:", gm.grid, " block shapes (in, out):", blocks)
    assert gm.grid == (4,) and blocks == [(32, 4), (8, 4)]
    print("verified")
