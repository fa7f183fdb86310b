"""The student nests two lax.conds (branch==0 ? x**2 : branch==1 ? -x : sin), so a negative branch falls through to sin instead of x**2.

Violates: "An out-of-range ``branch`` counts as the nearest valid one: below 0 means 0, above 2 means 2."
Verifying input: x=[1.0, -2.0], branch=-1 -> requires [1.0, 4.0] (x**2), this returns sin(x).
"""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
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
    import numpy as np
    x = jnp.array([1.0, -2.0])
    assert piecewise(x, 1).tolist() == [-1.0, 2.0]
    assert piecewise(x, 7).tolist() == jnp.sin(x).tolist()
    f = jax.jit(piecewise)
    xs = jnp.array([0.5, -3.0, jnp.inf, jnp.nan])
    for b, g in ((0, np.square), (1, np.negative), (2, np.sin), (5, np.sin)):
        np.testing.assert_array_equal(np.asarray(f(xs, jnp.int32(b))), g(np.asarray(xs)))
    assert piecewise(jnp.ones(3, jnp.float16), 2).dtype == jnp.float16
    assert "cond" in str(jax.make_jaxpr(piecewise)(x, 1))
    got = f(x, jnp.int32(-1)).tolist()
    assert got == jnp.sin(x).tolist() and got != [1.0, 4.0]  # the breach
    print("verified")
