"""The student keeps the scan carry in ``x``'s dtype (casting every step back to it), so float32 coefficients with a float16 ``x`` are evaluated and returned in float16 instead of the promoted float32.

Violates: "in the dtype of coeffs and x together (jnp.result_type(coeffs, x): ...)"
Verifying input: horner(jnp.array([1.0, 0.0, 1e-4], jnp.float32), jnp.array([300.0], jnp.float16)) must be float32 [90000.0001]; this returns float16 [inf].
"""
EXERCISE = "control_flow.horner"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    coeffs = jnp.asarray(coeffs)
    x = jnp.asarray(x)

    def step(v, c):
        return (v * x + c).astype(x.dtype), None

    value, _ = lax.scan(step, jnp.zeros_like(x), coeffs)
    return value


if __name__ == "__main__":
    assert horner(jnp.array([2.0, -3.0, 1.0]), jnp.array([0.0, 1.0, 2.0])).tolist() == [1.0, 0.0, 3.0]
    assert jax.jit(horner)(jnp.array([2.0, -3.0, 1.0], jnp.float16), jnp.array(2.0, jnp.float16)).dtype == jnp.float16
    c = np.array([1.0, 0.0, 1e-4], np.float32)
    xs = np.array([300.0], np.float16)
    ref = np.polyval(c.astype(np.float64), xs.astype(np.float64))
    got = jax.jit(horner)(jnp.asarray(c), jnp.asarray(xs))
    print("expected", ref.tolist(), jnp.result_type(c, xs), "got", got.tolist(), got.dtype)
    assert got.dtype == jnp.float16 and np.isinf(np.asarray(got)).all()
    print("flaw shown")
