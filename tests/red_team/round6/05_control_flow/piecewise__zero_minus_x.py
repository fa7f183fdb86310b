"""Writes the middle branch as ``0.0 - v``, which is +0.0 at v = +0.0, not the IEEE negation -0.0.

Violates: "Each function is the IEEE one: the sign of zero counts (``-x`` of ``0.0`` is ``-0.0``)."
Verifying input: piecewise(jnp.array([0.0, 2.0]), 1) -> requires [-0.0, -2.0], this returns [+0.0, -2.0] (signbit False).
"""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    return lax.switch(branch, [lambda v: v ** 2, lambda v: 0.0 - v, jnp.sin], x)


if __name__ == "__main__":
    import numpy as np

    x = np.array([0.0, 2.0, -3.5, np.inf], np.float32)
    np.testing.assert_array_equal(np.asarray(piecewise(jnp.asarray(x), 0)), x ** 2)
    np.testing.assert_array_equal(np.asarray(piecewise(jnp.asarray(x), 1)), -x)   # == ignores the zero's sign
    got = np.asarray(jax.jit(piecewise)(jnp.asarray(x), jnp.int32(1)))
    want = -x
    print("signbit required", np.signbit(want[0]), "got", np.signbit(got[0]))
    assert np.signbit(want[0]) and not np.signbit(got[0])
    print("verified")
