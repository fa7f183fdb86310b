"""The student shifts by the maximum of the whole ``(BLOCK_ROWS, d)`` block (``jnp.max(v)``) instead of each row's: mathematically the same softmax, but a row far below another row of its block underflows to zeros and gives 0/0.

Violates: "Numerically stable: rows like ``[1000.0, 999.0]`` or ``[-1000.0, -1000.0]`` give finite results." / "every row is positive and sums to 1"
Verifying input: x of shape (8, 2) with row 0 = [0, 0] and row 1 = [-1000, -1000] (same block) -> requires row 1 = [0.5, 0.5], this returns [nan, nan]; each of those rows alone in its own block of equal rows is fine.
"""
EXERCISE = "kernels.blocked_softmax"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.extend
import jax.numpy as jnp
from jax.experimental import pallas as pl


def blocked_softmax(x: jax.Array) -> jax.Array:
    n, d = x.shape

    def kernel(x_ref, o_ref):
        v = x_ref[...]
        e = jnp.exp(v - jnp.max(v))
        o_ref[...] = e / jnp.sum(e, axis=1, keepdims=True)

    spec = pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0))
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
    x = rng.standard_normal((16, 8)).astype(np.float32)
    assert np.allclose(blocked_softmax(jnp.asarray(x)), softmax_ref(x), rtol=1e-5, atol=1e-7)
    assert np.allclose(blocked_softmax(jnp.full((8, 2), -1000.0)), 0.5)  # a block of equal rows is fine
    x = np.zeros((8, 2), np.float32)
    x[1] = [-1000.0, -1000.0]
    got = np.asarray(blocked_softmax(jnp.asarray(x)))
    print("row 1 required", softmax_ref(x)[1], " got", got[1])
    assert np.isnan(got[1]).all()
    print("verified")
