"""Writes the middle branch as 0.0 - x, which gives +0.0 for x = +0.0 where -x is -0.0.

Violates: "``x ** 2``, ``-x`` or ``sin(x)``, as the traced integer ``branch`` (0, 1 or 2) chooses" (and "Any values").
Verifying input: x = [0.0], branch = 1 -> the docstring requires -x = [-0.0] (sign bit set), this returns [+0.0].
"""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def _pzm_neg(v):
    return 0.0 - v


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    index = jnp.clip(branch, 0, 2)
    return lax.switch(index, [lambda v: v ** 2, _pzm_neg, jnp.sin], x)


if __name__ == "__main__":
    import numpy as np
    x = jnp.array([1.0, -2.0])
    assert piecewise(x, 1).tolist() == [-1.0, 2.0]
    assert piecewise(x, 7).tolist() == jnp.sin(x).tolist()
    f = jax.jit(piecewise)
    xv = np.array([0.5, -3.0, np.inf, -np.inf, np.nan], np.float32)
    with np.errstate(invalid="ignore"):
        for b, ref in ((-4, xv ** 2), (0, xv ** 2), (1, -xv), (2, np.sin(xv)), (9, np.sin(xv))):
            np.testing.assert_allclose(f(xv, jnp.int32(b)), ref, rtol=1e-6)
    assert piecewise(jnp.ones(3, jnp.float16), 1).dtype == jnp.float16
    assert "cond" in str(jax.make_jaxpr(piecewise)(x, jnp.int32(0)))
    got = np.asarray(f(jnp.array([0.0]), jnp.int32(1)))
    want = -np.array([0.0], np.float32)
    print(got, want, np.signbit(got), np.signbit(want))
    np.testing.assert_array_equal(got, want)      # equal as numbers ...
    assert np.signbit(want[0]) and not np.signbit(got[0])   # ... but not -x
    print("verified")
