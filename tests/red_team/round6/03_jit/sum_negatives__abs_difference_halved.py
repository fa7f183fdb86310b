"""The student uses the branch-free identity min(x, 0) = (x - |x|) / 2 with floor division to keep integers; x - |x| = 2x overflows int32 for entries below -2**30.

Violates: "the sum of all entries below zero" ("integers past 2**24 included")
Verifying input: x = int32 [-(2**30 + 1)] -> requires -1073741825, this returns 1073741823.
"""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def sum_negatives(x):
    doubled = x - jnp.abs(x)
    if jnp.issubdtype(x.dtype, jnp.integer):
        return jnp.sum(doubled // 2)
    return jnp.sum(doubled / 2)


if __name__ == "__main__":
    import numpy as np

    assert sum_negatives(jnp.array([1.0, -2.0, 3.0, -4.0])).tolist() == -6.0
    assert sum_negatives(jnp.array([[1, -2], [3, 4]])).tolist() == -2
    x = np.array([-(2**30 + 1)], np.int32)
    got = sum_negatives(jnp.asarray(x))
    print("expected", int(x[x < 0].sum()), "got", got.dtype, int(got))
    assert int(got) != int(x[x < 0].sum())
    print("verified")
