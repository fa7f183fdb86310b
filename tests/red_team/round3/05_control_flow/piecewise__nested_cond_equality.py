"""The student nests two ``lax.cond``s on ``branch == 0`` and ``branch == 1`` with ``sin`` as the final else, so every out-of-range branch, negative ones included, runs ``sin`` instead of being clamped.

Violates: "An out-of-range ``branch`` counts as the nearest valid one: below 0 means 0, above 2 means 2."
Verifying input: x = [1.0, -2.0], branch = -1 -> requires x ** 2 = [1.0, 4.0], this returns sin(x) = [0.841, -0.909].
"""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    branch = jnp.asarray(branch)
    return lax.cond(
        branch == 0,
        lambda v: v ** 2,
        lambda v: lax.cond(branch == 1, lambda u: -u, jnp.sin, v),
        x,
    )


if __name__ == "__main__":
    import numpy as np

    np.seterr(invalid="ignore")
    x = jnp.array([1.0, -2.0])
    assert piecewise(x, 1).tolist() == [-1.0, 2.0]
    assert piecewise(x, 7).tolist() == jnp.sin(x).tolist()
    f = jax.jit(piecewise)
    xs = jnp.array([0.5, -3.0, jnp.inf, jnp.nan, -0.0])
    np.testing.assert_array_equal(np.asarray(f(xs, 0)), np.asarray(xs) ** 2)
    np.testing.assert_array_equal(np.asarray(f(xs, 1)), -np.asarray(xs))
    np.testing.assert_array_equal(np.asarray(f(xs, 2)), np.sin(np.asarray(xs)))
    np.testing.assert_array_equal(np.asarray(f(xs, 100)), np.sin(np.asarray(xs)))
    assert f(xs.astype(jnp.float16), 0).dtype == jnp.float16
    assert "cond" in str(jax.make_jaxpr(piecewise)(xs, 1))
    # the violation: negative branches are not clamped to 0
    got = np.asarray(f(x, -1))
    np.testing.assert_allclose(got, np.sin([1.0, -2.0]), rtol=1e-6)
    assert not np.allclose(got, [1.0, 4.0])
    print("verified")
