"""Selects among the three results with jnp.where, so all three functions run and the jaxpr holds no cond.

Violates: "only the chosen function runs (the jaxpr must hold a ``cond``)".
Verifying input: make_jaxpr(piecewise)(jnp.ones(2), 1) -> the docstring requires a cond in the jaxpr, this has none (sin, square and neg all computed).
"""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    b = jnp.clip(branch, 0, 2)
    return jnp.where(b == 0, x ** 2, jnp.where(b == 1, -x, jnp.sin(x)))


if __name__ == "__main__":
    import numpy as np

    assert piecewise(jnp.array([1.0, -2.0]), 1).tolist() == [-1.0, 2.0]
    assert piecewise(jnp.array([1.0, -2.0]), 7).tolist() == jnp.sin(jnp.array([1.0, -2.0])).tolist()
    x = jnp.array([0.5, -3.0, 2.0])
    jf = jax.jit(piecewise)
    for br, want in ((-4, x ** 2), (0, x ** 2), (1, -x), (2, jnp.sin(x)), (9, jnp.sin(x))):
        np.testing.assert_array_equal(np.asarray(jf(x, br)), np.asarray(want))
    assert piecewise(jnp.ones(2, jnp.float16), 0).dtype == jnp.float16
    jx = str(jax.make_jaxpr(piecewise)(jnp.ones(2), 1))
    assert "cond" not in jx and "sin" in jx and "integer_pow" in jx, jx  # contract: a cond
    print("verified")
