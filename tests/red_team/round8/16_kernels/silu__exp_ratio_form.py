"""The student fixes the kernel by reading the block, but writes SiLU as x * exp(x) / (1 + exp(x)), which is inf / inf = nan for large x where exp(x) overflows.

Violates: "A float32 array of the same shape: finite wherever ``x`` is (``silu(-100.0)`` is ``-0.0``, ``silu(100.0)`` is ``100.0``)."
Verifying input: silu(jnp.array([[100.0, -100.0]])) must be [[100.0, -0.0]]; this returns [[nan, -0.0]].
"""
EXERCISE = "kernels.silu"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl


def interpret():
    return jax.default_backend() == "cpu"


def silu(x):
    def kernel(x_ref, o_ref):
        v = x_ref[...]
        e = jnp.exp(v)
        o_ref[...] = v * e / (1.0 + e)

    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=interpret())(x)


if __name__ == "__main__":
    import numpy as np

    got = np.asarray(silu(jnp.array([[100.0, -100.0]])))
    assert np.isnan(got[0, 0]) and got[0, 1] == 0.0, got

    assert [round(v, 4) for v in silu(jnp.array([[-1.0, 0.0, 1.0, 2.0]])).ravel().tolist()] == [-0.2689, 0.0, 0.7311, 1.7616]
    assert "pallas_call" in str(jax.make_jaxpr(silu)(jnp.ones((2, 4))))
    print("ok: flaw shows", got)
