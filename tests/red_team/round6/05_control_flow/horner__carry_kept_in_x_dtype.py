"""Casts the loop carry back to x's dtype every step to satisfy fori_loop's equal-carry-types rule, so float32 coeffs with a float16 x give a float16 (rounded) result.

Violates: "in the dtype of ``coeffs`` and ``x`` together (``jnp.result_type(coeffs, x)``"
Verifying input: coeffs=float32 [1, 2049], x=float16 0 -> requires float32 2049.0, this returns float16 2048.0.
"""
EXERCISE = "control_flow.horner"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
from jax import lax


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    coeffs = jnp.asarray(coeffs)
    x = jnp.asarray(x)

    def body(i, v):
        return (v * x + coeffs[i]).astype(x.dtype)

    return lax.fori_loop(0, coeffs.shape[0], body, jnp.zeros_like(x))


if __name__ == "__main__":
    import numpy as np

    assert horner(jnp.array([2.0, -3.0, 1.0]), jnp.array([0.0, 1.0, 2.0])).tolist() == [1.0, 0.0, 3.0]
    c = jnp.array([1.0, 2049.0], jnp.float32)
    x = jnp.float16(0.0)
    want_dtype = jnp.result_type(c, x)
    got = jax.jit(horner)(c, x)
    print("required dtype", want_dtype, "value 2049.0; got", got.dtype, float(got))
    assert want_dtype == jnp.float32
    assert got.dtype == jnp.float16 and float(got) == 2048.0
    print("verified")
