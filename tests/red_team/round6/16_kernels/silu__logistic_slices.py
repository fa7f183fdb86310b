"""Correct, unusual style: reads the block with an explicit slice ``x_ref[:, :]`` and computes ``v * lax.logistic(v)`` (XLA's sigmoid) instead of dividing by ``1 + exp(-v)``.

Verifying input: compared with float64 NumPy x / (1 + exp(-x)) (rtol 1e-6, atol 1e-6) on shapes (1, 4), (2, 8), (8, 16), (32, 64), (1, 1) with random values and the extremes -100 -> -0.0, 100 -> 100.0, +-88, +-1e4; output float32, same shape, finite; the docstring example; jaxpr holds exactly one pallas_call; also under jax.jit.
"""
EXERCISE = "kernels.silu"
VERDICT = "pass"
KIND = "style"

import jax
import jax.extend
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl


def silu(x: jax.Array) -> jax.Array:
    def kernel(x_ref, o_ref):
        v = x_ref[:, :]
        o_ref[:, :] = v * lax.logistic(v)

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
    np.seterr(over="ignore")
    rng = np.random.default_rng(0)
    for shape in ((1, 4), (2, 8), (8, 16), (32, 64), (1, 1)):
        x = (rng.standard_normal(shape) * 10).astype(np.float32)
        x.flat[0] = -100.0
        if x.size > 1:
            x.flat[1] = 100.0
        if x.size > 3:
            x.flat[2], x.flat[3] = 88.0, -88.0
        if x.size > 5:
            x.flat[4], x.flat[5] = 1e4, -1e4
        ref = x.astype(np.float64) / (1 + np.exp(-x.astype(np.float64)))
        for fn in (silu, jax.jit(silu)):
            out = fn(jnp.asarray(x))
            assert out.dtype == jnp.float32 and out.shape == shape
            o = np.asarray(out)
            assert np.isfinite(o).all() and np.allclose(o, ref, rtol=1e-6, atol=1e-6)
        assert len(pallas_calls(silu, jnp.asarray(x))) == 1
    edge = np.asarray(silu(jnp.array([[-100.0, 100.0]])))[0]
    assert edge[0] == 0.0 and np.signbit(edge[0]) and edge[1] == 100.0
    out = silu(jnp.array([[-1.0, 0.0, 1.0, 2.0]]))
    assert [round(v, 4) for v in out.ravel().tolist()] == [-0.2689, 0.0, 0.7311, 1.7616]
    print("verified")
