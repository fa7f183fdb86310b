"""Correct: Horner's rule as a lax.scan over the coefficients, written with lax primitives (lax.mul / lax.add).

Violates: nothing.
Verifying input: random coefficients and x, float32 and float16, 1 to 30 coefficients -> matches NumPy's Horner loop.
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
    xc = lax.convert_element_type(x, dtype)
    cc = lax.convert_element_type(coeffs, dtype)

    def _hcs_step(v, c):
        return lax.add(lax.mul(v, xc), lax.broadcast(c, xc.shape)), None

    value, _ = lax.scan(_hcs_step, lax.full(xc.shape, 0, dtype), cc)
    return value


if __name__ == "__main__":
    import numpy as np
    assert horner(jnp.array([2.0, -3.0, 1.0]), jnp.array([0.0, 1.0, 2.0])).tolist() == [1.0, 0.0, 3.0]

    def _ref(c, x, dt):
        v = np.zeros(np.shape(x), dt)
        for ci in c:
            v = (v * x + ci).astype(dt)
        return v

    rng = np.random.default_rng(3)
    f = jax.jit(horner)
    for n in (1, 2, 5, 30):
        for dt in (np.float32, np.float16):
            c = rng.normal(size=n).astype(dt)
            x = rng.uniform(-1.2, 1.2, size=(3, 4)).astype(dt)
            r = f(c, x)
            assert r.dtype == dt and r.shape == x.shape
            tol = 1e-5 if dt == np.float32 else 3e-2
            np.testing.assert_allclose(np.asarray(r, np.float64), _ref(c, x, dt).astype(np.float64), rtol=tol, atol=tol)
    r = horner(jnp.array([1.0, 2.0], jnp.float16), jnp.float32(3.0))
    assert r.dtype == jnp.float32 and r.shape == () and float(r) == 5.0
    assert horner(jnp.array([1.0], jnp.float16), 2.0).dtype == jnp.float16
    xi = np.array([np.inf, -np.inf, np.nan, 2.0], np.float32)
    with np.errstate(invalid="ignore"):
        np.testing.assert_array_equal(horner(jnp.array([1.0, 0.0]), xi), _ref(np.array([1.0, 0.0], np.float32), xi, np.float32))
    j3 = jax.make_jaxpr(horner)(jnp.ones(3), jnp.ones(4))
    j30 = jax.make_jaxpr(horner)(jnp.ones(30), jnp.ones(4))
    assert "scan" in str(j3) and len(j30.jaxpr.eqns) == len(j3.jaxpr.eqns) and len(str(j30)) <= len(str(j3)) + 5
    h3 = jax.jit(horner).lower(jnp.ones(3), jnp.ones(4)).compile().as_text()
    h30 = jax.jit(horner).lower(jnp.ones(30), jnp.ones(4)).compile().as_text()
    assert len(h30) < 1.5 * len(h3)
    print("verified")
