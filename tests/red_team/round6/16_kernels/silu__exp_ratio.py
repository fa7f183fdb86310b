"""The student writes the sigmoid inside the kernel as ``exp(v) / (1 + exp(v))``, which is ``inf / inf = nan`` once ``exp`` overflows (v above about 88).

Violates: "A float32 array of the same shape: finite wherever ``x`` is (``silu(-100.0)`` is ``-0.0``, ``silu(100.0)`` is ``100.0``)."
Verifying input: silu(jnp.array([[-100.0, 100.0]])) -> requires [-0.0, 100.0], this returns [-0.0, nan].
"""
EXERCISE = "kernels.silu"
VERDICT = "fail"
KIND = "values"

import jax
import jax.extend
import jax.numpy as jnp
from jax.experimental import pallas as pl


def silu(x: jax.Array) -> jax.Array:
    def kernel(x_ref, o_ref):
        v = x_ref[...]
        e = jnp.exp(v)
        o_ref[...] = v * e / (1.0 + e)

    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=interpret())(x)


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
    out = silu(jnp.array([[-1.0, 0.0, 1.0, 2.0]]))
    assert [round(v, 4) for v in out.ravel().tolist()] == [-0.2689, 0.0, 0.7311, 1.7616]
    assert len(pallas_calls(silu, jnp.ones((4, 8)))) == 1
    got = silu(jnp.array([[-100.0, 100.0]])).ravel().tolist()
    print("required [-0.0, 100.0]  got", got)
    assert got[0] == 0.0 and np.isnan(got[1])
    print("verified")
