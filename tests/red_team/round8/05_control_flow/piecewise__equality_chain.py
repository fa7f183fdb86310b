"""The student chains two ``lax.cond``s on ``branch == 0`` and ``branch == 1`` with sin as the fallback, so a negative branch falls through to sin instead of counting as 0 (x ** 2).

Violates: "An out-of-range branch counts as the nearest valid one: below 0 means 0, above 2 means 2."
Verifying input: piecewise(jnp.array([1.0, -2.0]), -1) must be [1.0, 4.0]; this returns sin(x) = [0.841, -0.909].
"""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    return lax.cond(
        branch == 0,
        lambda v: v ** 2,
        lambda v: lax.cond(branch == 1, lambda u: -u, jnp.sin, v),
        x,
    )


if __name__ == "__main__":
    assert piecewise(jnp.array([1.0, -2.0]), 1).tolist() == [-1.0, 2.0]
    assert piecewise(jnp.array([1.0, -2.0]), 7).tolist() == jnp.sin(jnp.array([1.0, -2.0])).tolist()
    assert np.signbit(np.asarray(jax.jit(piecewise)(jnp.array([0.0]), 1))[0])
    got = jax.jit(piecewise)(jnp.array([1.0, -2.0]), -1)
    print("expected [1.0, 4.0] got", got.tolist())
    assert got.tolist() != [1.0, 4.0]
    print("flaw shown")
