"""The student sums c_i * x**k inside a fori_loop (powers, not Horner's rule), which overflows where Horner does not.

Violates: "evaluated by Horner's rule in a compiled loop ... Horner's rule starts from 0 and, for each coefficient ``c`` in order, replaces the running value ``v`` by ``v * x + c``"
Verifying input: coeffs=[1, -2**43, 0, 0], x=2**43 (float32) -> requires Horner's 0.0 (v: 1, 0, 0, 0), this returns nan (x**3 overflows to inf, inf - inf).
"""
EXERCISE = "control_flow.horner"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
from jax import lax


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    coeffs = jnp.asarray(coeffs)
    x = jnp.asarray(x)
    dtype = jnp.result_type(coeffs, x)
    coeffs = coeffs.astype(dtype)
    x = x.astype(dtype)
    n = coeffs.shape[0]

    def body(i, acc):
        return acc + coeffs[i] * x ** (n - 1 - i).astype(dtype)

    return lax.fori_loop(0, n, body, jnp.zeros(x.shape, dtype))


if __name__ == "__main__":
    import numpy as np
    c = jnp.array([2.0, -3.0, 1.0]); x = jnp.array([0.0, 1.0, 2.0])
    assert horner(c, x).tolist() == [1.0, 0.0, 3.0]
    assert jax.jit(horner)(c, x).tolist() == [1.0, 0.0, 3.0]
    rng = np.random.default_rng(0)
    cc = rng.normal(size=6).astype(np.float32); xx = rng.normal(size=(4, 5)).astype(np.float32)
    np.testing.assert_allclose(jax.jit(horner)(cc, xx), np.polyval(cc.astype(np.float64), xx), rtol=1e-4, atol=1e-4)
    assert horner(c.astype(jnp.float16), x.astype(jnp.float16)).dtype == jnp.float16
    j3 = str(jax.make_jaxpr(horner)(jnp.ones(3), 1.0)); j30 = str(jax.make_jaxpr(horner)(jnp.ones(30), 1.0))
    assert j3.count("\n") == j30.count("\n") and ("while" in j3 or "scan" in j3)
    big = jnp.float32(2.0 ** 43)
    cbig = jnp.array([1.0, -(2.0 ** 43), 0.0, 0.0], jnp.float32)
    v = jnp.float32(0)
    for ci in cbig:  # Horner's rule by hand
        v = v * big + ci
    assert float(v) == 0.0
    got = jax.jit(horner)(cbig, big)
    assert not jnp.isfinite(got), got  # the breach
    print("verified")
