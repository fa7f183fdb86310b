"""Chains two lax.conds on branch == 0 and branch == 1, so every branch other than 0 and 1 falls to sin: a negative branch gives sin(x) instead of x**2.

Violates: "An out-of-range ``branch`` counts as the nearest valid one: below 0 means 0, above 2 means 2."
Verifying input: x = jnp.array([1.0, -2.0]), branch = -1 -> the docstring requires x**2 = [1, 4], this returns sin(x).
"""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    return lax.cond(
        branch == 0,
        lambda v: v ** 2,
        lambda v: lax.cond(branch == 1, jnp.negative, jnp.sin, v),
        x,
    )


if __name__ == "__main__":
    import numpy as np

    assert piecewise(jnp.array([1.0, -2.0]), 1).tolist() == [-1.0, 2.0]
    assert piecewise(jnp.array([1.0, -2.0]), 7).tolist() == jnp.sin(jnp.array([1.0, -2.0])).tolist()
    x = jnp.array([0.5, -3.0, 2.0])
    jf = jax.jit(piecewise)
    for br, want in ((0, x ** 2), (1, -x), (2, jnp.sin(x)), (100, jnp.sin(x))):
        np.testing.assert_array_equal(np.asarray(jf(x, jnp.int32(br))), np.asarray(want))
    assert "cond" in str(jax.make_jaxpr(piecewise)(jnp.ones(2), 1))
    out = jf(jnp.array([1.0, -2.0]), jnp.int32(-1))
    assert out.tolist() == jnp.sin(jnp.array([1.0, -2.0])).tolist() and out.tolist() != [1.0, 4.0]  # contract: [1, 4]
    print("verified")
