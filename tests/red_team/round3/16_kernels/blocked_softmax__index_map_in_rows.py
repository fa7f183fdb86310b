"""The student writes the ``BlockSpec`` index map in element offsets, ``lambda i: (i * BLOCK_ROWS, 0)``, instead of block indices: with one block (``n == BLOCK_ROWS``) it is right, but for ``n > BLOCK_ROWS`` every step after the first reads and writes the wrong block.

Violates: "at each step it sees one block of ``BLOCK_ROWS`` whole rows of ``x`` and writes the same rows of the output" / "every row is positive and sums to 1" for "``n`` a multiple of ``BLOCK_ROWS``".
Verifying input: x of shape (32, 4) with distinct rows -> requires row-wise softmax of every row, this returns rows 8..31 wrong (out-of-range blocks are clamped/dropped in interpret mode).
"""
EXERCISE = "kernels.blocked_softmax"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def blocked_softmax(x):
    n, d = x.shape

    def kernel(x_ref, o_ref):
        v = x_ref[...]
        e = jnp.exp(v - jnp.max(v, axis=1, keepdims=True))
        o_ref[...] = e / jnp.sum(e, axis=1, keepdims=True)

    spec = pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i * BLOCK_ROWS, 0))
    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        grid=(n // BLOCK_ROWS,),
        in_specs=[spec],
        out_specs=spec,
        interpret=interpret(),
    )(x)


if __name__ == "__main__":
    import numpy as np

    BLOCK_ROWS = 8

    def interpret():
        return jax.default_backend() == "cpu"

    def ref(a):
        e = np.exp(a - a.max(1, keepdims=True)); return e / e.sum(1, keepdims=True)

    out = blocked_softmax(jnp.tile(jnp.array([[0.0, 0.0, 1000.0, 1000.0]]), (8, 1)))
    assert out[0].tolist() == [0.0, 0.0, 0.5, 0.5]
    x8 = np.random.default_rng(0).normal(size=(8, 16)).astype(np.float32)
    x8[1] = -1000.0; x8[2, :2] = [1000.0, 999.0]
    np.testing.assert_allclose(np.asarray(jax.jit(blocked_softmax)(jnp.asarray(x8))), ref(x8), rtol=1e-5, atol=1e-7)
    assert "pallas_call" in str(jax.make_jaxpr(blocked_softmax)(jnp.asarray(x8)))
    x32 = np.random.default_rng(1).normal(size=(32, 4)).astype(np.float32)
    got = np.asarray(blocked_softmax(jnp.asarray(x32)))
    np.testing.assert_allclose(got[:8], ref(x32)[:8], rtol=1e-5)
    assert not np.allclose(got[8:], ref(x32)[8:], atol=1e-3)  # requires every row right
    print("verified")
