"""The student's ``index_map`` returns an element offset, ``lambda i: (i * BLOCK_ROWS, 0)``, but BlockSpec index maps count blocks: step 1 asks for block 8 (row 64), past the end; the interpreter clamps it to the last block, so with n = 16 it is right by accident, but with n = 24 rows 8-15 are never written (NaN; garbage on a GPU).

Violates: "at each step it sees one block of ``BLOCK_ROWS`` whole rows of ``x`` and writes the same rows of the output." / "every row is positive and sums to 1"
Verifying input: blocked_softmax(x) for a random x of shape (24, 4) -> requires the softmax of every row, this returns rows 8-15 as NaN (rows 0-7 and 16-23 right); n = 8 (the docstring's example) and n = 16 are right.
"""
EXERCISE = "kernels.blocked_softmax"
VERDICT = "fail"
KIND = "values"

import jax
import jax.extend
import jax.numpy as jnp
from jax.experimental import pallas as pl


def blocked_softmax(x: jax.Array) -> jax.Array:
    n, d = x.shape

    def kernel(x_ref, o_ref):
        v = x_ref[...]
        e = jnp.exp(v - jnp.max(v, axis=1, keepdims=True))
        o_ref[...] = e / jnp.sum(e, axis=1, keepdims=True)

    spec = pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i * BLOCK_ROWS, 0))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, jnp.float32), grid=(n // BLOCK_ROWS,),
                          in_specs=[spec], out_specs=spec, interpret=interpret())(x)


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

    def softmax_ref(x):
        x = np.asarray(x, np.float64)
        e = np.exp(x - x.max(axis=1, keepdims=True))
        return e / e.sum(axis=1, keepdims=True)
    out = blocked_softmax(jnp.tile(jnp.array([[0.0, 0.0, 1000.0, 1000.0]]), (8, 1)))
    assert out[0].tolist() == [0.0, 0.0, 0.5, 0.5]
    rng = np.random.default_rng(0)
    x16 = rng.standard_normal((16, 4)).astype(np.float32)
    assert np.allclose(blocked_softmax(jnp.asarray(x16)), softmax_ref(x16), rtol=1e-5, atol=1e-7)  # right by accident
    x = rng.standard_normal((24, 4)).astype(np.float32)
    got = np.asarray(blocked_softmax(jnp.asarray(x)))
    ref = softmax_ref(x)
    assert np.allclose(got[:8], ref[:8], rtol=1e-5, atol=1e-7) and np.allclose(got[16:], ref[16:], rtol=1e-5, atol=1e-7)
    print("n = 24, row 8:", got[8], " required", ref[8])
    assert np.isnan(got[8:16]).all()
    print("verified")
