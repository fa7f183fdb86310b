"""Chains two lax.conds on branch == 0 and branch == 1 with sin as the fall-through, so a negative branch runs sin, not x**2.

Violates: "An out-of-range ``branch`` counts as the nearest valid one: below 0 means 0, above 2 means 2."
Verifying input: x = [1.0, -2.0], branch = -1 -> the docstring requires x**2 = [1, 4], this returns sin(x).
"""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    x = jnp.asarray(x)

    def _pnc_rest(v):
        return lax.cond(branch == 1, jnp.negative, jnp.sin, v)

    return lax.cond(branch == 0, jnp.square, _pnc_rest, x)


if __name__ == "__main__":
    import numpy as np
    x = jnp.array([1.0, -2.0])
    assert piecewise(x, 1).tolist() == [-1.0, 2.0]
    assert piecewise(x, 7).tolist() == jnp.sin(x).tolist()
    f = jax.jit(piecewise)
    xv = np.array([0.5, -3.0, np.inf, np.nan], np.float32)
    with np.errstate(invalid="ignore"):
        for b, ref in ((0, xv ** 2), (1, -xv), (2, np.sin(xv)), (5, np.sin(xv)), (100, np.sin(xv))):
            np.testing.assert_allclose(f(xv, jnp.int32(b)), ref, rtol=1e-6)
    assert "cond" in str(jax.make_jaxpr(piecewise)(x, jnp.int32(0)))
    assert piecewise(jnp.ones(3, jnp.float16), 2).dtype == jnp.float16
    got = f(x, jnp.int32(-1)).tolist()
    print(got)
    assert got != [1.0, 4.0]
    print("verified")
