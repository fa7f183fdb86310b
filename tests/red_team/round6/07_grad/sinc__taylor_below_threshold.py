"""Switches to the two-term Taylor polynomial 1 - x**2/6 for |x| < 0.1 (values within ~1e-6 there), but its derivative -x/3 misses the x**3/30 term: the gradient is off by up to 0.1% in the graded region 0.02 <= |x| < 0.1.

Violates: "``jax.grad(lambda x: sinc(x).sum())(x)`` is ... ``cos(x) / x - sin(x) / x**2`` elsewhere"
Verifying input: x=0.09 (float32) -> requires gradient -0.0299757 (float64 formula), this returns -0.0300000 (relative error 8.1e-4, ~ 13,000 float32 ulps).
"""
EXERCISE = "grad.sinc"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def sinc(x):
    small = jnp.abs(x) < 0.1
    safe = jnp.where(small, 1.0, x)
    return jnp.where(small, 1 - x ** 2 / 6, jnp.sin(safe) / safe)


if __name__ == "__main__":
    import numpy as np

    x = jnp.array([0.0, 0.05, 0.09, 0.5, np.pi / 2, -2.0])
    xd = np.asarray(x, np.float64)
    with np.errstate(invalid="ignore", divide="ignore"):
        want_v = np.where(xd == 0, 1.0, np.sin(xd) / xd)
        want_g = np.where(xd == 0, 0.0, np.cos(xd) / xd - np.sin(xd) / xd ** 2)
    np.testing.assert_allclose(np.asarray(sinc(x), np.float64), want_v, rtol=2e-6)
    got_g = np.asarray(jax.grad(lambda v: sinc(v).sum())(x), np.float64)
    print("x=0.09 gradient: required", want_g[2], "got", got_g[2])
    rel = abs(got_g[2] - want_g[2]) / abs(want_g[2])
    assert rel > 5e-4, rel
    assert np.isfinite(got_g).all() and got_g[0] == 0.0
    print("verified")
