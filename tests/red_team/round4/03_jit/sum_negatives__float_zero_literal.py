"""The student writes jnp.where(x < 0, x, 0.0).sum() and casts back to x's dtype to get int32 out, but the float literal promotes int32 to float32 first, rounding integers past 2**24.

Violates: "x: a numeric array of any shape (float or int; empty allowed), integers past 2**24 included." / "the sum of all entries below zero ... int32 for an int32 ``x``"
Verifying input: sum_negatives(jnp.array([-16777217, 5], int32)) -> requires -16777217, this returns -16777216.
"""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def sum_negatives(x: jax.Array) -> jax.Array:
    return jnp.where(x < 0, x, 0.0).sum().astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    assert sum_negatives(jnp.array([1.0, -2.0, 3.0, -4.0])).tolist() == -6.0
    r = sum_negatives(jnp.array([[1, -2], [3, 4]]))
    assert r.tolist() == -2 and r.dtype == jnp.int32 and r.shape == ()
    rng = np.random.default_rng(0)
    for shape in ((0,), (5,), (3, 4), (2, 3, 4)):
        xf = rng.normal(size=shape).astype(np.float32)
        xi = rng.integers(-1000, 1000, size=shape).astype(np.int32)
        assert sum_negatives(xf).dtype == jnp.float32 and sum_negatives(xi).dtype == jnp.int32
        np.testing.assert_allclose(float(sum_negatives(xf)), xf[xf < 0].sum(), rtol=1e-5)
        assert int(sum_negatives(xi)) == int(xi[xi < 0].sum())

    x = jnp.array([-16777217, 5], jnp.int32)
    print("expected", -16777217, "got", int(sum_negatives(x)))
    assert int(sum_negatives(x)) != -16777217
    print("verified")
