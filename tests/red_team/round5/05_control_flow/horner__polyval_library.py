"""Correct, unusual style: the FIX-IT is solved by handing the loop to ``jnp.polyval``, which is Horner's rule as a ``lax.scan`` (unrolled 16-fold inside one scan, wrapped in a nested jit), so the top level of the jaxpr holds only a call to it.

Violates: nothing: polyval starts from 0 and does v = v * x + c for each coefficient in order, in jnp.result_type(coeffs, x).
Verifying input: coeffs=[2, -3, 1], x=[0, 1, 2] -> requires [1, 0, 3], this returns [1, 0, 3]; 3 vs 30 coefficients give jaxprs of the same size, with a scan inside.
"""
EXERCISE = "control_flow.horner"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    return jnp.polyval(jnp.asarray(coeffs), jnp.asarray(x))


if __name__ == "__main__":
    import numpy as np

    def ref(c, x, dtype):
        c = np.asarray(c).astype(dtype)
        x = np.asarray(x).astype(dtype)
        v = np.zeros(x.shape, dtype)
        with np.errstate(all="ignore"):
            for ci in c:
                v = (v * x + ci).astype(dtype)
        return v

    assert horner(jnp.array([2.0, -3.0, 1.0]), jnp.array([0.0, 1.0, 2.0])).tolist() == [1.0, 0.0, 3.0]
    rng = np.random.default_rng(1)
    for deg in (1, 2, 5, 17, 40):
        c = rng.normal(size=deg).astype(np.float32)
        for x in (np.float32(0.7), rng.normal(size=(3, 4)).astype(np.float32)):
            out = jax.jit(horner)(c, x)
            assert out.shape == np.shape(x) and out.dtype == jnp.float32
            np.testing.assert_allclose(out, ref(c, x, np.float32), rtol=2e-6, atol=1e-6)
    # float16 stays float16, mixed promotes like jnp.result_type
    c16 = jnp.array([2.0, -3.0, 1.0], jnp.float16)
    x16 = jnp.array([0.5, 3.0], jnp.float16)
    out16 = horner(c16, x16)
    assert out16.dtype == jnp.float16
    assert np.array_equal(np.asarray(out16), ref(np.asarray(c16), np.asarray(x16), np.float16))
    assert horner(c16, jnp.array([1.0, 2.0], jnp.float32)).dtype == jnp.result_type(c16, jnp.float32)
    assert horner(c16, 2.0).dtype == jnp.float16
    # the Horner-specific cancellation survives (no x**k overflow), and inf/nan behave as v*x+c does
    assert float(horner(jnp.array([1.0, -1e20, 5.0]), jnp.float32(1e20))) == 5.0
    np.testing.assert_array_equal(horner(jnp.array([0.0, 1.0]), jnp.array([jnp.inf])), ref([0.0, 1.0], [np.inf], np.float32))
    # program size does not grow; a scan is in it
    j3 = jax.make_jaxpr(horner)(jnp.ones(3), jnp.ones(2))
    j30 = jax.make_jaxpr(horner)(jnp.ones(30), jnp.ones(2))
    assert len(str(j30)) <= len(str(j3)) + 5 and "scan" in str(j3)
    print("verified")
