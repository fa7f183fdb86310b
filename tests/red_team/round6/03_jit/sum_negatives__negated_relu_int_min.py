"""The student writes the negative part as -relu(-x); for int32 the negation of -2**31 overflows back to -2**31, relu makes it 0, and that entry is lost.

Violates: "the sum of all entries below zero" ("integers past 2**24 included")
Verifying input: x = int32 [-2**31, 3] -> requires -2147483648, this returns 0.
"""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def sum_negatives(x):
    return -jnp.sum(jax.nn.relu(-x))


if __name__ == "__main__":
    import numpy as np

    assert sum_negatives(jnp.array([1.0, -2.0, 3.0, -4.0])).tolist() == -6.0
    assert sum_negatives(jnp.array([[1, -2], [3, 4]])).tolist() == -2
    x = np.array([-(2**31), 3], np.int32)
    got = sum_negatives(jnp.asarray(x))
    print("expected", int(x[x < 0].astype(np.int64).sum()), "got", got.dtype, int(got))
    assert got.dtype == jnp.int32 and int(got) != -(2**31)
    print("verified")
