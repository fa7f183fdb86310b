"""The student clips with jnp.minimum(x, 0.0): the float literal turns an integer x into float32, so the sum is taken in float32 and cast back, losing integer precision above 2**24.

Violates: "the sum of all entries below zero ... int32 for an int32 ``x``" (an exact integer sum).
Verifying input: x = int32 [-16777217, 5] -> requires -16777217, this returns -16777216.
"""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def sum_negatives(x: jax.Array) -> jax.Array:
    return jnp.minimum(x, 0.0).sum().astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    assert sum_negatives(jnp.array([1.0, -2.0, 3.0, -4.0])).tolist() == -6.0
    assert sum_negatives(jnp.array([[1, -2], [3, 4]])).tolist() == -2
    rng = np.random.default_rng(8)
    for x in (rng.normal(size=(30,)).astype(np.float32), rng.integers(-1000, 1000, (4, 5)).astype(np.int32),
              np.zeros((0,), np.float32), np.zeros((0, 3), np.int32), np.array(3.0, np.float32)):
        got = sum_negatives(x)
        assert got.shape == () and got.dtype == x.dtype
        np.testing.assert_allclose(np.asarray(got), x[x < 0].sum(), rtol=1e-5)
    got = sum_negatives(jnp.array([-16777217, 5], jnp.int32))
    assert got.dtype == jnp.int32 and int(got) == -16777216, got
    print("verified")
