"""The student gives the kernel a grid over blocks of ``BLOCK_ROWS`` rows (``grid=(m // BLOCK_ROWS,)``); for an input with fewer than ``BLOCK_ROWS`` rows the grid is empty, no step runs, and the output is never written (NaN in interpret mode).

Violates: "x: a float32 array of shape ``(m, n)``; both sides powers of two" / "Returns: A float32 array of the same shape: finite wherever ``x`` is"
Verifying input: silu(jnp.array([[-1.0, 0.0, 1.0, 2.0]])) (the docstring's example, m = 1) -> requires [-0.2689, 0.0, 0.7311, 1.7616], this returns [nan, nan, nan, nan]; m = 16 is right.
"""
EXERCISE = "kernels.silu"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.extend
import jax.numpy as jnp
from jax.experimental import pallas as pl


def silu(x: jax.Array) -> jax.Array:
    m, n = x.shape

    def kernel(x_ref, o_ref):
        v = x_ref[...]
        o_ref[...] = v / (1.0 + jnp.exp(-v))

    spec = pl.BlockSpec((BLOCK_ROWS, n), lambda i: (i, 0))
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=(m // BLOCK_ROWS,),
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
    rng = np.random.default_rng(0)
    x = rng.standard_normal((16, 8)).astype(np.float32)
    ref = x / (1 + np.exp(-x.astype(np.float64)))
    assert np.allclose(silu(jnp.asarray(x)), ref, rtol=1e-6, atol=1e-6)  # 16 rows: fine
    got = silu(jnp.array([[-1.0, 0.0, 1.0, 2.0]])).ravel().tolist()
    print("m = 1: required [-0.2689, 0.0, 0.7311, 1.7616]  got", got)
    assert np.isnan(got).all()
    print("verified")
