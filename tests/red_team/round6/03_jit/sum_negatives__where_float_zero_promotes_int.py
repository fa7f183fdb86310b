"""The student masks with jnp.where(x < 0, x, 0.0); the float literal promotes an integer x to float32, so integers come back as float32 and lose precision past 2**24.

Violates: "float32 for a float32 ``x``, int32 for an int32 ``x``" ("integers past 2**24 included")
Verifying input: x = int32 [-(2**24 + 1), 5] -> requires int32 -16777217, this returns float32 -16777216.0.
"""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


@jax.jit
def sum_negatives(x):
    return jnp.sum(jnp.where(x < 0, x, 0.0))


if __name__ == "__main__":
    import numpy as np

    assert sum_negatives(jnp.array([1.0, -2.0, 3.0, -4.0])).tolist() == -6.0
    x = np.array([-(2**24 + 1), 5], np.int32)
    got = sum_negatives(jnp.asarray(x))
    print("expected int32", int(x[x < 0].sum()), "got", got.dtype, got.tolist())
    assert got.dtype != jnp.int32
    assert int(got) != int(x[x < 0].sum())
    print("verified")
