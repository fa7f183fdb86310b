"""The student dodges ``0 / 0`` by evaluating ``sin(x + 1e-7) / (x + 1e-7)``, which only moves the hole: at ``x = -1e-7`` the shifted argument is exactly 0 and both the value and the gradient are nan.

Violates: "``sin(x) / x`` elementwise, ``1`` where ``x == 0``, with a finite gradient everywhere" for "x: a float array of any shape, float16 included (its gradient must be finite too)".
Verifying input: x = float32 -1e-7 -> requires sinc = 1.0 (to rounding) and a finite gradient, this returns nan for both; x = float16 0.0 -> requires gradient 0, this returns nan (``cos(s)/s`` overflows float16 at the shifted point).
"""
EXERCISE = "grad.sinc"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def sinc(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    shifted = x + 1e-7
    return jnp.sin(shifted) / shifted


if __name__ == "__main__":
    import numpy as np

    assert [round(v, 5) for v in sinc(jnp.array([0.0, jnp.pi / 2])).tolist()] == [1.0, 0.63662]
    assert [round(v, 4) for v in jax.grad(lambda x: sinc(x).sum())(jnp.array([0.0, 1.0])).tolist()] == [0.0, -0.3012]
    assert round(float(sinc(jnp.float32(0.05))), 5) == 0.99958
    xs = jnp.array([-3.0, -0.5, 0.0, 0.1, 2.0, 10.0])
    x64 = np.asarray(xs, np.float64)
    with np.errstate(invalid="ignore", divide="ignore"):
        want = np.where(x64 == 0, 1.0, np.sin(x64) / x64)
        dwant = np.where(x64 == 0, 0.0, np.cos(x64) / x64 - np.sin(x64) / x64 ** 2)
    np.testing.assert_allclose(np.asarray(jax.jit(sinc)(xs)), want, rtol=2e-6, atol=1e-7)
    np.testing.assert_allclose(np.asarray(jax.grad(lambda x: sinc(x).sum())(xs)), dwant, rtol=1e-4, atol=1e-6)
    h = jnp.array([0.0, 0.5], jnp.float16)
    assert sinc(h).dtype == jnp.float16 and np.allclose(np.asarray(sinc(h), np.float32), [1.0, 0.9589], atol=1e-3)
    # the violation: the hole moved to -1e-7
    v = float(sinc(jnp.float32(-1e-7)))
    g = float(jax.grad(lambda x: sinc(x))(jnp.float32(-1e-7)))
    assert np.isnan(v) and np.isnan(g), (v, g)
    # and in float16 the shift is a subnormal: the gradient at 0 is inf - inf = nan
    g16 = np.asarray(jax.grad(lambda x: sinc(x).sum())(h), np.float32)
    assert np.isnan(g16[0]), g16
    print("verified")
