"""Returns exactly 1 for |x| < 1e-2 ("sin(x)/x is 1 there anyway"): the gradient is finite, but values beside 0 are off by up to 1.7e-5.

Violates: "An array of the same shape and dtype, right beside 0 too (``sinc(0.05)`` is ``0.99958``, not ``1``)."
Verifying input: x = 0.009 (float32) -> the docstring requires sin(x)/x = 0.9999865, this returns 1.0.
"""
EXERCISE = "grad.sinc"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def sinc(x: jax.Array) -> jax.Array:
    small = jnp.abs(x) < 1e-2
    safe = jnp.where(small, jnp.ones_like(x), x)
    return jnp.where(small, jnp.ones_like(x), jnp.sin(safe) / safe)


if __name__ == "__main__":
    import numpy as np
    assert [round(v, 5) for v in sinc(jnp.array([0.0, jnp.pi / 2])).tolist()] == [1.0, 0.63662]
    gfun = jax.grad(lambda x: sinc(x).sum())
    assert [round(v, 4) for v in gfun(jnp.array([0.0, 1.0])).tolist()] == [0.0, -0.3012]
    xs = np.array([0.0, 0.05, -0.3, 1.0, 2.5, -7.0, 40.0], np.float32)
    ref = np.where(xs == 0, 1.0, np.sin(xs.astype(np.float64)) / np.where(xs == 0, 1, xs))
    np.testing.assert_allclose(jax.jit(sinc)(xs), ref, rtol=1e-6)
    g = np.asarray(gfun(xs))
    x64 = xs.astype(np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        gref = np.where(xs == 0, 0.0, np.cos(x64) / x64 - np.sin(x64) / x64 ** 2)
    np.testing.assert_allclose(g, gref, rtol=1e-4, atol=1e-6)
    assert sinc(jnp.ones((2, 3), jnp.float16)).dtype == jnp.float16
    assert np.isfinite(np.asarray(jax.grad(lambda x: sinc(x).sum())(jnp.zeros(2, jnp.float16)))).all()
    got = float(sinc(jnp.float32(0.009)))
    want = np.sin(0.009) / 0.009
    print(got, want)
    np.testing.assert_allclose(got, want, rtol=2e-5)          # a loose check passes ...
    assert got == 1.0 and abs(got - want) > 1e-5               # ... but it is 1, not sin(x)/x
    print("verified")
