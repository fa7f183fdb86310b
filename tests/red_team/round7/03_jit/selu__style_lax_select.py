"""Correct: ``lax.select`` between ``x`` and ``alpha * expm1(x)``, with the constants cast to x's dtype, all under ``jax.jit``.

Violates: nothing (a correct solution in an unusual style).
Verifying input: float32, float16 and bfloat16 inputs, empty and 0-d arrays, +-inf, nan, -0.0, against a float64 reference.
"""
EXERCISE = "jit.selu"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


@jax.jit
def selu(x):
    alpha = jnp.asarray(1.6732632, x.dtype)
    scale = jnp.asarray(1.0507010, x.dtype)
    negative = alpha * jnp.expm1(jnp.minimum(x, 0))
    return scale * lax.select(x > 0, x, negative)


if __name__ == "__main__":
    def ref(x):
        x = np.asarray(x, np.float64)
        with np.errstate(over="ignore", invalid="ignore"):
            return 1.0507010 * np.where(x > 0, x, 1.6732632 * (np.exp(x) - 1))

    assert [round(v, 4) for v in selu(jnp.array([-1.0, 0.0, 2.0])).tolist()] == [-1.1113, 0.0, 2.1014]
    base = [-1000.0, -3.0, -1.0, -0.0, 0.0, 0.5, 2.0, 1e4, np.inf, -np.inf, np.nan]
    for dt, tol in ((jnp.float32, 1e-6), (jnp.float16, 2e-3), (jnp.bfloat16, 1e-2)):
        x = jnp.array(base, dt)
        y = selu(x)
        assert y.dtype == dt and y.shape == x.shape
        assert np.allclose(np.asarray(y, np.float64), ref(np.asarray(x, np.float64)), rtol=tol, atol=tol, equal_nan=True)
    assert selu(jnp.zeros((0, 3))).shape == (0, 3)
    assert selu(jnp.float32(-0.5)).shape == () and np.isclose(float(selu(jnp.float32(-0.5))), ref(-0.5))
    print("verified")
