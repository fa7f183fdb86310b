"""The student starts the loop carry as ``jnp.zeros_like(x)``, so float32 coefficients with a float16 ``x`` change the carry's dtype and the loop fails.

Violates: "Returns: An array with the shape of ``x``, in the dtype of ``coeffs`` and ``x`` together (``jnp.result_type(coeffs, x)``...)"
Verifying input: horner(jnp.array([2.0, -3.0, 1.0]), jnp.array([0.0, 2.0], jnp.float16)) must be float32 [1.0, 3.0]; this raises a carry-type error.
"""
EXERCISE = "control_flow.horner"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def horner(coeffs, x):
    coeffs = jnp.asarray(coeffs)
    x = jnp.asarray(x)
    body = lambda i, v: v * x + coeffs[i]
    return lax.fori_loop(0, coeffs.shape[0], body, jnp.zeros_like(x))


if __name__ == "__main__":
    try:
        y = horner(jnp.array([2.0, -3.0, 1.0]), jnp.array([0.0, 2.0], jnp.float16))
        wrong = y.dtype != jnp.float32 or y.tolist() != [1.0, 3.0]
    except Exception:
        wrong = True
    assert wrong
    c = jnp.array([2.0, -3.0, 1.0])
    assert horner(c, jnp.array([0.0, 1.0, 2.0])).tolist() == [1.0, 0.0, 3.0]
    assert jax.jit(horner)(c, jnp.array([[0.0, 1.0], [2.0, 3.0]])).tolist() == [[1.0, 0.0], [3.0, 10.0]]
    y16 = horner(c.astype(jnp.float16), jnp.array([2.0], jnp.float16))
    assert y16.dtype == jnp.float16 and y16.tolist() == [3.0]
    assert float(horner(jnp.array([5.0]), jnp.float32(7.0))) == 5.0
    print("verified")
