"""Chains two lax.conds (branch == 0, else branch == 1, else sin), which clamps above 2 but sends a negative branch to sin instead of x ** 2.

Violates: "An out-of-range ``branch`` counts as the nearest valid one: below 0 means 0"
Verifying input: piecewise(jnp.array([1.0, -2.0]), -1) -> requires [1.0, 4.0], this returns sin: [0.841, -0.909].
"""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    def not_square(v):
        return lax.cond(branch == 1, jnp.negative, jnp.sin, v)

    return lax.cond(branch == 0, jnp.square, not_square, x)


if __name__ == "__main__":
    import numpy as np

    x = jnp.array([1.0, -2.0, 0.0])
    f = jax.jit(piecewise)
    assert f(x, 0).tolist() == (x ** 2).tolist()
    assert np.array_equal(np.signbit(np.asarray(f(x, 1))), np.signbit(-np.asarray(x)))
    assert f(x, 7).tolist() == jnp.sin(x).tolist()
    got = f(x, jnp.int32(-1))
    print("branch -1: required", (x ** 2).tolist(), "got", got.tolist())
    assert got.tolist() != (x ** 2).tolist() and got.tolist() == jnp.sin(x).tolist()
    print("verified")
