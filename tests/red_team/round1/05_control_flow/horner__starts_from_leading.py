"""Starts the running value at coeffs[0] and loops over the rest instead of starting from 0, so x = inf gives inf where the rule gives nan.

Violates: "Horner's rule starts from 0 and, for each coefficient ``c`` in order, replaces the running value ``v`` by ``v * x + c``."
Verifying input: coeffs [2, -3, 1], x = inf -> the docstring's rule gives 0 * inf + 2 = nan and so nan, this returns inf.
"""
EXERCISE = "control_flow.horner"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    coeffs = jnp.asarray(coeffs)
    x = jnp.asarray(x)
    dtype = jnp.result_type(coeffs, x)
    c = coeffs.astype(dtype)
    x = x.astype(dtype)
    init = jnp.broadcast_to(c[0], x.shape)  # saves one multiply by zero

    def body(i, v):
        return v * x + c[i]

    return lax.fori_loop(1, c.shape[0], body, init)


if __name__ == "__main__":
    import numpy as np

    assert horner(jnp.array([2.0, -3.0, 1.0]), jnp.array([0.0, 1.0, 2.0])).tolist() == [1.0, 0.0, 3.0]
    rng = np.random.default_rng(0)
    for n in (1, 2, 5):
        c = rng.standard_normal(n).astype(np.float32)
        x = rng.standard_normal((3, 2)).astype(np.float32)
        np.testing.assert_allclose(np.asarray(horner(jnp.asarray(c), jnp.asarray(x))), np.polyval(c, x), rtol=1e-5)
    h = horner(jnp.ones(3, jnp.float16), jnp.float16(2.0))
    assert h.dtype == jnp.float16 and float(h) == 7.0
    want = np.float32(0.0)
    with np.errstate(invalid="ignore"):
        for ci in (2.0, -3.0, 1.0):
            want = want * np.float32(np.inf) + np.float32(ci)
    assert np.isnan(want)
    out = horner(jnp.array([2.0, -3.0, 1.0]), jnp.array(np.inf, jnp.float32))
    assert np.isinf(float(out)), out  # contract: nan
    print("verified")
