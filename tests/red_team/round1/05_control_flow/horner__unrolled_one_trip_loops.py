"""Keeps the Python loop over the coefficients and wraps each step in a one-trip lax.fori_loop, so the jaxpr holds lax loops but still grows with the number of coefficients.

Violates: "the compiled program must not grow with the number of coefficients (30 coefficients give a jaxpr no bigger than 3 do)".
Verifying input: make_jaxpr(horner) with 3 and with 30 coefficients -> the docstring requires the same size, this gives 3 and 30 top-level loop equations.
"""
EXERCISE = "control_flow.horner"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp
from jax import lax


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    coeffs = jnp.asarray(coeffs)
    x = jnp.asarray(x)
    dtype = jnp.result_type(coeffs, x)
    value = jnp.zeros(x.shape, dtype)
    for k in range(coeffs.shape[0]):
        c = coeffs[k].astype(dtype)
        value = lax.fori_loop(0, 1, lambda i, v, c=c: v * x.astype(dtype) + c, value)
    return value


if __name__ == "__main__":
    import numpy as np

    assert horner(jnp.array([2.0, -3.0, 1.0]), jnp.array([0.0, 1.0, 2.0])).tolist() == [1.0, 0.0, 3.0]
    assert horner(jnp.ones(2, jnp.float16), jnp.ones(2, jnp.float16)).dtype == jnp.float16
    out = horner(jnp.array([2.0, -3.0, 1.0]), jnp.array(np.inf, jnp.float32))
    assert np.isnan(float(out))
    j3 = jax.make_jaxpr(jax.jit(horner))(jnp.ones(3), jnp.ones(2))
    j30 = jax.make_jaxpr(jax.jit(horner))(jnp.ones(30), jnp.ones(2))
    assert "scan" in str(j3) or "while" in str(j3)
    assert len(str(j30)) > 5 * len(str(j3)), (len(str(j3)), len(str(j30)))  # contract: no bigger
    print("verified")
