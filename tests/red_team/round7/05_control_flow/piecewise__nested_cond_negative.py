"""The student nests two ``lax.cond`` on ``branch == 0`` and ``branch == 1`` with ``sin`` as the final else, so a negative ``branch`` runs ``sin`` instead of ``x ** 2``.

Violates: "An out-of-range ``branch`` counts as the nearest valid one: below 0 means 0, above 2 means 2."
Verifying input: piecewise(jnp.array([2.0]), -1) must be [4.0]; this returns [sin(2.0)] = [0.909].
"""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def piecewise(x, branch):
    def not_square(v):
        return lax.cond(branch == 1, jnp.negative, jnp.sin, v)

    return lax.cond(branch == 0, jnp.square, not_square, x)


if __name__ == "__main__":
    assert piecewise(jnp.array([2.0]), -1).tolist() != [4.0]
    x = np.array([1.0, -2.0, 0.0, np.inf, np.nan], np.float32)
    f = jax.jit(piecewise)
    for b, want in ((0, x**2), (1, -x), (2, np.sin(x)), (3, np.sin(x)), (100, np.sin(x))):
        with np.errstate(invalid="ignore"):
            assert np.allclose(np.asarray(f(x, b)), want, equal_nan=True)
    assert np.signbit(np.asarray(f(jnp.array([0.0]), 1))[0])
    print("verified")
