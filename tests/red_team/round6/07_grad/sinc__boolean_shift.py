"""Correct: shifts only the zeros away with ``x + (x == 0)`` (a bool added to a float keeps the float dtype) and selects 1 there with the outer where, so neither branch ever divides by 0.

Verifying input: values and jax.grad compared with float64 formulas on float32 and float16 arrays (0, +-0.02..+-50, -0.0, shapes (), (7,), (2,3)); float16 gradients compared for |x| >= 1 and checked finite elsewhere; gradient exactly 0 at 0, finite everywhere checked; dtype and shape kept; no custom_jvp and no sinc primitive/jnp.sinc call in the jaxpr.
"""
EXERCISE = "grad.sinc"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def sinc(x):
    x = jnp.asarray(x)
    zero = x == 0
    shifted = x + zero
    return jnp.where(zero, jnp.ones_like(x), jnp.sin(shifted) / shifted)


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(8)
    base = np.concatenate([[0.0, -0.0, 0.02, -0.02, 0.05, 0.3, -1.0, np.pi, 50.0], rng.uniform(-20, 20, 40)])
    for dt, vt, gt in ((np.float32, 2e-6, 5e-4), (np.float16, 2e-3, 3e-2)):
        for shape in ((), (7,), (2, 3), base.shape):
            n = int(np.prod(shape))
            xv = base[:max(n, 1)].reshape(shape).astype(dt)
            x = jnp.asarray(xv)
            xd = xv.astype(np.float64)
            with np.errstate(invalid="ignore", divide="ignore"):
                want_v = np.where(xd == 0, 1.0, np.sin(xd) / xd)
                want_g = np.where(xd == 0, 0.0, np.cos(xd) / xd - np.sin(xd) / xd ** 2)
            for fn in (sinc, jax.jit(sinc)):
                v = fn(x)
                assert v.dtype == x.dtype and v.shape == x.shape
                np.testing.assert_allclose(np.asarray(v, np.float64), want_v, rtol=vt, atol=vt)
            g = np.asarray(jax.grad(lambda u: sinc(u).sum())(x), np.float64)
            assert g.shape == x.shape and np.isfinite(g).all()
            assert np.all(g[xd == 0] == 0.0)
            far = np.abs(xd) >= (0.02 if dt == np.float32 else 1.0)   # float16: cancellation near 0, finiteness only
            np.testing.assert_allclose(g[far], want_g[far], rtol=gt, atol=gt * 1e-1)
    prims = str(jax.make_jaxpr(jax.grad(lambda u: sinc(u).sum()))(jnp.ones(3)))
    assert "custom_jvp" not in prims and "sinc" not in prims
    assert [round(v, 5) for v in sinc(jnp.array([0.0, jnp.pi / 2])).tolist()] == [1.0, 0.63662]
    assert [round(v, 4) for v in jax.grad(lambda x: sinc(x).sum())(jnp.array([0.0, 1.0])).tolist()] == [0.0, -0.3012]
    print("verified")
