"""Starts the Horner carry from jnp.zeros(x.shape) (float32), so float16 inputs come back float32.

Violates: "in the dtype of ``coeffs`` and ``x`` together (``jnp.result_type(coeffs, x)``: float16 inputs give float16, float32 ones float32)."
Verifying input: coeffs jnp.array([2, -3, 1], float16), x jnp.array([0, 1, 2], float16) -> the docstring requires float16 [1, 0, 3], this returns float32 [1, 0, 3].
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
        return v * x + coeffs[i]

    return lax.fori_loop(0, coeffs.shape[0], body, jnp.zeros(x.shape))


if __name__ == "__main__":
    assert horner(jnp.array([2.0, -3.0, 1.0]), jnp.array([0.0, 1.0, 2.0])).tolist() == [1.0, 0.0, 3.0]
    assert horner(jnp.array([2.0, -3.0, 1.0]), jnp.array([0.0, 1.0, 2.0])).dtype == jnp.float32
    j3 = jax.make_jaxpr(horner)(jnp.ones(3), jnp.ones(2))
    j30 = jax.make_jaxpr(horner)(jnp.ones(30), jnp.ones(2))
    assert len(str(j3)) == len(str(j30).replace("30", "3"))
    out = horner(jnp.array([2.0, -3.0, 1.0], jnp.float16), jnp.array([0.0, 1.0, 2.0], jnp.float16))
    assert out.tolist() == [1.0, 0.0, 3.0]
    assert out.dtype == jnp.float32, out.dtype  # contract: float16
    print("verified")
