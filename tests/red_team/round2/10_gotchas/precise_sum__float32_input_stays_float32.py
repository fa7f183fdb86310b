"""Switches on x64 and sums jnp.asarray(x), which keeps a float32 input in float32; only the result is cast to float64.

Violates: "a float32 ``x`` is summed in float64 too".
Verifying input: np.array([1e8, 3.0], float32) -> the docstring requires 100000003.0, this returns 100000000.0.
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


def precise_sum(x):
    with jax.enable_x64(True):
        return jnp.sum(jnp.asarray(x)).astype(jnp.float64)


if __name__ == "__main__":
    assert precise_sum(np.array([1e8 + 0.5, 0.25])).tolist() == 100000000.75
    out = precise_sum(np.array([100, 100, -128], np.int8))
    assert out.dtype == np.float64 and out.tolist() == 72.0
    assert jnp.asarray(np.ones(2)).dtype == jnp.float32
    out = precise_sum(np.array([1e8, 3.0], np.float32))
    assert out.dtype == np.float64 and out.tolist() != 100000003.0, out
    print("verified")
