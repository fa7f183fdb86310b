"""Does the sum in NumPy float64 and returns NumPy's result, a np.float64, instead of a JAX array.

Violates: "A float64 scalar (0-d JAX array), whatever the dtype of ``x``"
Verifying input: precise_sum(np.array([1e8 + 0.5, 0.25])) -> requires a 0-d jax.Array of dtype float64, this returns np.float64(100000000.75), not a jax.Array.
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp
import numpy as np


def precise_sum(x):
    return np.sum(np.asarray(x, dtype=np.float64))


if __name__ == "__main__":
    got = precise_sum(np.array([1e8 + 0.5, 0.25]))
    print(type(got), got)
    assert got == 100000000.75 and got.dtype == np.float64        # the number is right
    assert not isinstance(got, jax.Array)
    print("verified")
