"""Correct, unusual style: the kernel reads its block with ``x_ref[...]`` and builds SiLU from ``lax`` primitives (``lax.neg``, ``lax.exp``, ``lax.div``) inside the one ``pallas_call``, instead of ``jnp`` arithmetic.

Violates: nothing (correct solution).
Verifying input: [[-1, 0, 1, 2]], (1, 1) to (64, 128) random float32 with +-100 and +-1000, under jax.jit -> requires x / (1 + exp(-x)) (silu(-100) = -0.0, silu(100) = 100.0, finite everywhere), this returns it.
"""
EXERCISE = "kernels.silu"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl


def silu(x: jax.Array) -> jax.Array:
    def kernel(x_ref, o_ref):
        v = x_ref[...]
        one = lax.full_like(v, 1.0)
        o_ref[...] = lax.div(v, lax.add(one, lax.exp(lax.neg(v))))

    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=interpret())(x)


if __name__ == "__main__":
    import numpy as np

    def interpret() -> bool:
        return jax.default_backend() == "cpu"

    assert [round(v, 4) for v in silu(jnp.array([[-1.0, 0.0, 1.0, 2.0]])).ravel().tolist()] == [-0.2689, 0.0, 0.7311, 1.7616]
    edge = silu(jnp.array([[-100.0, 100.0, -1000.0, 1000.0]]))
    assert edge.tolist() == [[-0.0, 100.0, -0.0, 1000.0]] and np.signbit(np.asarray(edge)[0, 0])
    rng = np.random.default_rng(7)
    for shape in [(1, 1), (2, 8), (64, 128)]:
        x = (rng.normal(size=shape) * 20).astype(np.float32)
        ref = (x.astype(np.float64) / (1 + np.exp(-x.astype(np.float64))))
        got = jax.jit(silu)(jnp.asarray(x))
        assert got.dtype == jnp.float32 and got.shape == shape and np.all(np.isfinite(got))
        assert np.allclose(got, ref, rtol=1e-6, atol=1e-30)
    assert "pallas_call" in str(jax.make_jaxpr(silu)(jnp.ones((4, 4))))
    print("verified")
