"""The student masks with ``jnp.where(x < 0, x, 0.0)``: the float literal promotes an integer ``x`` to float32, so the sum comes back as float32 and integers past 2**24 are rounded.

Violates: "float32 for a float32 ``x``, int32 for an int32 ``x``" for "x: a numeric array ... integers past 2**24 included."
Verifying input: x = int32 [-(2**24 + 1), 5] -> requires int32 -16777217, this returns float32 -16777216.0.
"""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


@jax.jit
def sum_negatives(x: jax.Array) -> jax.Array:
    return jnp.sum(jnp.where(x < 0, x, 0.0))


if __name__ == "__main__":
    import numpy as np

    assert sum_negatives(jnp.array([1.0, -2.0, 3.0, -4.0])).tolist() == -6.0
    assert sum_negatives(jnp.array([[1, -2], [3, 4]])).tolist() == -2
    assert float(sum_negatives(jnp.zeros(0))) == 0.0 and float(sum_negatives(jnp.array([1.0, 2.0]))) == 0.0
    x = np.random.default_rng(0).normal(size=(7, 9)).astype(np.float32)
    r = sum_negatives(x)
    assert r.shape == () and r.dtype == jnp.float32
    np.testing.assert_allclose(float(r), x[x < 0].sum(), rtol=1e-5)
    # the violation: int32 in, float32 out, rounded
    r = sum_negatives(jnp.array([-(2 ** 24 + 1), 5], jnp.int32))
    assert r.dtype == jnp.float32 and r.tolist() == -16777216.0, (r.dtype, r)
    print("verified")
