"""Correct: Horner's rule as a lax.scan over the coefficients (carry = running value, no per-step output), casting both inputs to the result dtype first.

Verifying input: checked against a float64 NumPy Horner and the unrolled Python loop (same dtype) on float16/float32/bfloat16, scalar/0-d/Python-float/2-D x, 1..30 coefficients, inf/nan; dtype == jnp.result_type(coeffs, x), shape == x.shape, jaxpr size equal for 3 and 30 coefficients and holding a scan.
"""
EXERCISE = "control_flow.horner"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    coeffs = jnp.asarray(coeffs)
    x = jnp.asarray(x)
    dtype = jnp.result_type(coeffs, x)
    x = x.astype(dtype)

    def step(value, c):
        return value * x + c.astype(dtype), None

    value, _ = lax.scan(step, jnp.zeros(x.shape, dtype), coeffs)
    return value


if __name__ == "__main__":
    import numpy as np

    def unrolled(coeffs, x):  # the stub's own (correct-valued) Python loop
        coeffs = jnp.asarray(coeffs); x = jnp.asarray(x)
        v = jnp.zeros(x.shape, jnp.result_type(coeffs, x))
        for c in coeffs:
            v = v * x + c
        return v

    rng = np.random.default_rng(0)
    tol = {jnp.float16: 2e-2, jnp.bfloat16: 5e-2, jnp.float32: 1e-5}
    for cdt in (jnp.float16, jnp.bfloat16, jnp.float32):
        for xdt in (jnp.float16, jnp.float32, None):
            for n in (1, 2, 3, 7, 30):
                for shape in ((), (5,), (2, 3)):
                    c = jnp.asarray(rng.uniform(-1, 1, n), cdt)
                    x = 0.9 if xdt is None and shape == () else jnp.asarray(rng.uniform(-1.1, 1.1, shape), xdt or jnp.float32)
                    got = horner(c, x)
                    jgot = jax.jit(horner)(c, x)
                    want = unrolled(c, x)
                    assert got.dtype == jnp.result_type(c, x) == jgot.dtype, (got.dtype, cdt, xdt)
                    assert got.shape == jnp.shape(x)
                    w64 = np.polyval(np.asarray(c, np.float64), np.asarray(x, np.float64))
                    t = tol[jnp.dtype(got.dtype).type] if jnp.dtype(got.dtype).type in tol else 1e-5
                    np.testing.assert_allclose(np.asarray(got, np.float64), np.asarray(want, np.float64), rtol=t, atol=t)
                    np.testing.assert_allclose(np.asarray(jgot, np.float64), np.asarray(want, np.float64), rtol=t, atol=t)
                    if cdt == jnp.float32 and xdt == jnp.float32:
                        np.testing.assert_allclose(np.asarray(got, np.float64), w64, rtol=1e-5, atol=1e-5)
    assert horner(jnp.array([2.0, -3.0, 1.0]), jnp.array([0.0, 1.0, 2.0])).tolist() == [1.0, 0.0, 3.0]
    # inf / nan propagate like the rule
    for c in (jnp.array([1.0, 0.0]), jnp.array([2.0, -1.0, 0.5]), jnp.array([jnp.inf, 1.0])):
        xx = jnp.array([jnp.inf, jnp.nan, -jnp.inf, 0.0, -0.0, 1e30])
        np.testing.assert_array_equal(np.asarray(horner(c, xx)), np.asarray(unrolled(c, xx)))
    # program size does not grow, and holds a scan
    j3 = jax.make_jaxpr(horner)(jnp.ones(3), jnp.ones(4))
    j30 = jax.make_jaxpr(horner)(jnp.ones(30), jnp.ones(4))
    assert len(j3.eqns) == len(j30.eqns) and any(e.primitive.name == "scan" for e in j30.eqns)
    print("verified")
