"""Builds the safe denominator with jnp.float32(1.0): a strongly typed float32 scalar promotes float16 input, so the result is float32.

Violates: "An array of the same shape and dtype" (with "x: a float array of any shape, float16 included").
Verifying input: x = float16 [0, 1] -> the docstring requires a float16 result, this returns float32.
"""
EXERCISE = "grad.sinc"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def sinc(x: jax.Array) -> jax.Array:
    zero = x == 0
    safe = jnp.where(zero, jnp.float32(1.0), x)
    return jnp.where(zero, 1.0, jnp.sin(safe) / safe)


if __name__ == "__main__":
    import numpy as np
    assert [round(v, 5) for v in sinc(jnp.array([0.0, jnp.pi / 2])).tolist()] == [1.0, 0.63662]
    gfun = jax.grad(lambda x: sinc(x).sum())
    assert [round(v, 4) for v in gfun(jnp.array([0.0, 1.0])).tolist()] == [0.0, -0.3012]
    xs = np.array([0.0, 0.009, 0.05, -0.3, 1.0, 2.5, -7.0], np.float32)
    x64 = xs.astype(np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        ref = np.where(xs == 0, 1.0, np.sin(x64) / x64)
        gref = np.where(xs == 0, 0.0, np.cos(x64) / x64 - np.sin(x64) / x64 ** 2)
    np.testing.assert_allclose(jax.jit(sinc)(xs), ref, rtol=1e-6)
    big = np.abs(xs) >= 0.02
    np.testing.assert_allclose(np.asarray(gfun(xs))[big | (xs == 0)], gref[big | (xs == 0)], rtol=1e-4, atol=1e-6)
    h = jnp.array([0.0, 1.0], jnp.float16)
    assert np.isfinite(np.asarray(jax.grad(lambda x: sinc(x).sum())(h), np.float32)).all()
    out = sinc(h)
    print(out.dtype)
    assert out.dtype == jnp.float32
    print("verified")
