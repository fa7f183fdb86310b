"""Keeps a lax loop but sums c * x**k term by term instead of Horner's rule, so x**k overflows where Horner never does.

Violates: "evaluated by Horner's rule in a compiled loop"
Verifying input: coeffs=float16 [1, -300, 0], x=float16 300 -> requires 0 (Horner: 1 -> 1*300-300=0 -> 0), this returns a non-finite value (300**2 = 90000 overflows float16 to inf).
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
    n = coeffs.shape[0]

    def body(i, acc):
        return acc + coeffs[i] * x ** (n - 1 - i)

    return lax.fori_loop(0, n, body, jnp.zeros(x.shape, dtype))


if __name__ == "__main__":
    import numpy as np

    def ref(c, x):  # Horner's rule in the result dtype, plain NumPy
        v = np.zeros(np.shape(x), np.result_type(c, x))
        for ci in c:
            v = v * x + ci
        return v

    # ordinary inputs agree (the flaw is hidden there)
    c = jnp.array([2.0, -3.0, 1.0]); xs = jnp.array([0.0, 1.0, 2.0])
    assert horner(c, xs).tolist() == [1.0, 0.0, 3.0]
    # the program does not grow and holds a lax loop
    j3 = jax.make_jaxpr(horner)(jnp.ones(3), jnp.ones(4))
    j30 = jax.make_jaxpr(horner)(jnp.ones(30), jnp.ones(4))
    assert len(j3.eqns) == len(j30.eqns)
    # float16 where Horner's intermediates stay finite
    c16 = jnp.array([1.0, -300.0, 0.0], jnp.float16)
    x16 = jnp.float16(300.0)
    expected = ref(np.array([1, -300, 0], np.float16), np.float16(300))
    got = jax.jit(horner)(c16, x16)
    print("expected", expected, "got", got)
    assert float(expected) == 0.0 and not np.isfinite(float(got))
    # float32 too: 1e20**2 overflows
    got32 = horner(jnp.array([1.0, -1e20, 0.0]), jnp.float32(1e20))
    print("float32 expected 0, got", got32)
    assert not np.isfinite(float(got32))
    print("verified")
