"""Correct: a Taylor polynomial 1 - x^2/6 + x^4/120 for |x| < 0.1 and sin(s)/s on a safe s elsewhere, each branch fed only safe inputs, so no branch ever divides by a tiny number (finite gradients in float16 too)."""
EXERCISE = "grad.sinc"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def sinc(x: jax.Array) -> jax.Array:
    small = jnp.abs(x) < 0.1
    safe = jnp.where(small, jnp.ones_like(x), x)
    xt = jnp.where(small, x, jnp.zeros_like(x))   # keep x*x from overflowing (float16) in the unused branch
    x2 = xt * xt
    taylor = 1 - x2 / 6 + x2 * x2 / 120
    return jnp.where(small, taylor, jnp.sin(safe) / safe)


if __name__ == "__main__":
    import numpy as np
    assert [round(v, 5) for v in sinc(jnp.array([0.0, jnp.pi / 2])).tolist()] == [1.0, 0.63662]
    assert [round(v, 4) for v in jax.grad(lambda x: sinc(x).sum())(jnp.array([0.0, 1.0])).tolist()] == [0.0, -0.3012]
    xs = np.array([0.0, -0.0, 1e-6, 0.02, 0.05, 0.0999, 0.1, 0.1001, -0.3, 1.0, 3.0, -7.5, 100.0, 1e4], np.float64)
    ref_v = np.where(xs == 0, 1.0, np.sin(xs) / np.where(xs == 0, 1.0, xs))
    safe = np.where(xs == 0, 1.0, xs)
    ref_g = np.where(xs == 0, 0.0, np.cos(safe) / safe - np.sin(safe) / safe ** 2)
    v = np.asarray(sinc(jnp.asarray(xs, jnp.float32)), np.float64)
    g = np.asarray(jax.grad(lambda t: sinc(t).sum())(jnp.asarray(xs, jnp.float32)), np.float64)
    assert np.allclose(v, ref_v, rtol=1e-6, atol=1e-6), (v, ref_v)
    graded = (np.abs(xs) >= 0.02) | (xs == 0)
    assert np.allclose(g[graded], ref_g[graded], rtol=1e-4, atol=1e-5), (g, ref_g)
    assert float(sinc(jnp.float32(0.05))) == np.float32(np.sin(0.05) / 0.05) or abs(float(sinc(jnp.float32(0.05))) - 0.99958) < 1e-5
    for dt in (jnp.float16, jnp.bfloat16, jnp.float32):
        xd = jnp.asarray([0.0, 1e-4, 1e-3, 4e-3, 0.05, 0.2, 1.0, -30.0, 1000.0], dt)
        assert sinc(xd).dtype == dt and sinc(xd).shape == xd.shape
        gd = jax.grad(lambda t: sinc(t).sum())(xd)
        assert gd.dtype == dt and bool(jnp.all(jnp.isfinite(gd))), (dt, gd)
        assert float(gd[0]) == 0.0
    m = jnp.arange(12.0).reshape(3, 4) - 6
    assert sinc(m).shape == (3, 4)
    assert np.allclose(np.asarray(jax.jit(sinc)(m)), np.asarray(sinc(m)))
    print("verified")
