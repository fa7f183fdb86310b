"""The student writes the negation branch as ``0 - x``, which gives ``+0.0`` for ``0.0`` instead of ``-0.0``.

Violates: "Each function is the IEEE one: the sign of zero counts (``-x`` of ``0.0`` is ``-0.0``)."
Verifying input: piecewise(jnp.array([0.0]), 1) must be [-0.0]; this returns [+0.0].
"""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def piecewise(x, branch):
    branch = jnp.clip(branch, 0, 2)
    return lax.switch(branch, [lambda v: v**2, lambda v: 0 - v, jnp.sin], x)


if __name__ == "__main__":
    assert not np.signbit(np.asarray(piecewise(jnp.array([0.0]), 1))[0])
    x = np.array([1.0, -2.0, np.inf, np.nan, 0.5], np.float32)
    f = jax.jit(piecewise)
    for b, want in ((0, x**2), (1, -x), (2, np.sin(x)), (-5, x**2), (7, np.sin(x))):
        with np.errstate(invalid="ignore"):
            assert np.allclose(np.asarray(f(x, b)), want, equal_nan=True)
    assert piecewise(jnp.array([1.0], jnp.float16), 2).dtype == jnp.float16
    print("verified")
