"""The student starts the scan carry from float32 zeros "to be safe", so float16 inputs come back as float32.

Violates: "in the dtype of ``coeffs`` and ``x`` together (``jnp.result_type(coeffs, x)``: float16 inputs give float16"
Verifying input: coeffs=float16 [2, -3, 1], x=float16 [0, 1, 2] -> requires a float16 array, this returns float32.
"""
EXERCISE = "control_flow.horner"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
from jax import lax


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    coeffs = jnp.asarray(coeffs, jnp.float32)
    x = jnp.asarray(x, jnp.float32)

    def step(v, c):
        return v * x + c, None

    value, _ = lax.scan(step, jnp.zeros(x.shape, jnp.float32), coeffs)
    return value


if __name__ == "__main__":
    import numpy as np
    c = jnp.array([2.0, -3.0, 1.0]); x = jnp.array([0.0, 1.0, 2.0])
    assert horner(c, x).tolist() == [1.0, 0.0, 3.0]
    assert jax.jit(horner)(c, x).tolist() == [1.0, 0.0, 3.0]
    rng = np.random.default_rng(0)
    cc = rng.normal(size=30).astype(np.float32); xx = rng.normal(size=(4, 5)).astype(np.float32)
    np.testing.assert_allclose(jax.jit(horner)(cc, xx), np.polyval(cc.astype(np.float64), xx), rtol=1e-4, atol=1e-4)
    assert "scan" in str(jax.make_jaxpr(horner)(cc, xx))
    out = horner(c.astype(jnp.float16), x.astype(jnp.float16))
    assert jnp.result_type(jnp.float16, jnp.float16) == jnp.float16
    assert out.dtype == jnp.float32, out.dtype  # the breach
    print("verified")
