"""Unusual style: the student fixes the kernel by reading the ref and computes the sigmoid from ``e = exp(-|x|)``, which never overflows, picking ``1 / (1 + e)`` for ``x >= 0`` and ``e / (1 + e)`` for ``x < 0`` inside the kernel.

Correct: both branches are the exact sigmoid for their sign and are evaluated without overflow (``e <= 1``), so every finite ``x`` gives a finite, relatively accurate ``x * sigmoid(x)`` (``-100 -> -0.0``, ``100 -> 100``), and the work is done by the one ``pallas_call`` (interpret mode on a CPU).
"""
EXERCISE = "kernels.silu"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def silu(x):
    def kernel(x_ref, o_ref):
        v = x_ref[...]
        e = jnp.exp(-jnp.abs(v))
        sig = jnp.where(v >= 0, 1.0 / (1.0 + e), e / (1.0 + e))
        o_ref[...] = v * sig

    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=interpret())(x)


if __name__ == "__main__":
    import numpy as np

    def interpret():
        return jax.default_backend() == "cpu"

    assert [round(v, 4) for v in silu(jnp.array([[-1.0, 0.0, 1.0, 2.0]])).ravel().tolist()] == [-0.2689, 0.0, 0.7311, 1.7616]
    ext = np.asarray(silu(jnp.array([[-100.0, 100.0, -1e30, 1e30, -3e38, 3e38, 0.0, -0.0]])))[0]
    assert ext[0] == 0.0 and np.signbit(ext[0]) and ext[1] == 100.0, ext
    assert ext[2] == 0.0 and ext[3] == 1e30 and np.isfinite(ext).all()
    xs = np.random.default_rng(0).normal(size=(16, 32)).astype(np.float32) * 8
    want = xs.astype(np.float64) / (1 + np.exp(-xs.astype(np.float64)))
    got = jax.jit(silu)(jnp.asarray(xs))
    assert got.dtype == jnp.float32 and got.shape == xs.shape
    np.testing.assert_allclose(np.asarray(got), want, rtol=1e-6, atol=1e-30)
    assert "pallas_call" in str(jax.make_jaxpr(silu)(jnp.asarray(xs)))
    print("verified")
