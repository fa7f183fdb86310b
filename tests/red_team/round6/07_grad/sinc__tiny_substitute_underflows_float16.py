"""Replaces x == 0 by a tiny 1e-20 before dividing (one where, sin(xe)/xe gives 1 there): fine in float32, but 1e-20 rounds to 0 in float16, so sinc(0) is 0/0 = nan.

Violates: "``sin(x) / x`` elementwise, ``1`` where ``x == 0``" / "x: a float array of any shape, float16 included"
Verifying input: sinc(jnp.array([0.0], jnp.float16)) -> requires [1.0], this returns [nan] (float32 gives 1.0 and a zero gradient).
"""
EXERCISE = "grad.sinc"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def sinc(x):
    xe = jnp.where(x == 0, 1e-20, x)
    return jnp.sin(xe) / xe


if __name__ == "__main__":
    import numpy as np

    x32 = jnp.array([0.0, 0.05, np.pi / 2, 1.0, -3.0])
    ref = np.where(np.asarray(x32) == 0, 1.0, np.sin(np.asarray(x32, np.float64)) / np.where(np.asarray(x32) == 0, 1, np.asarray(x32, np.float64)))
    np.testing.assert_allclose(np.asarray(sinc(x32)), ref, rtol=1e-6)
    g = jax.grad(lambda v: sinc(v).sum())(jnp.array([0.0, 1.0]))
    assert float(g[0]) == 0.0 and abs(float(g[1]) + 0.3012) < 1e-4
    got = sinc(jnp.array([0.0], jnp.float16))
    print("float16 sinc(0): required 1.0, got", got.tolist())
    assert np.isnan(float(got[0]))
    print("verified")
