"""The sum is done on the host with NumPy, ``x.sum()``, and only the total is turned into a
float64 JAX scalar (inside ``jax.enable_x64(True)``, correctly restored). NumPy sums in the
array's own dtype, so a float64 array (the docstring's example) is exact, but a float32 array is
summed in float32 and only the rounded total is widened: precision is already lost.

Violates: "A float64 scalar (0-d JAX array), whatever the dtype of ``x``: a float32 ``x`` is summed in float64 too."
Verifying input: precise_sum(np.array([16777216.0, 1.0, 1.0], np.float32)) must be 16777218.0; this returns 16777216.0.
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
KIND = "numpy_inputs"

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def precise_sum(x: Any) -> jax.Array:
    total = np.asarray(x).sum()
    with jax.enable_x64(True):
        return jnp.asarray(total, dtype=jnp.float64)


if __name__ == "__main__":
    got = precise_sum(np.array([1e8 + 0.5, 0.25]))
    assert got.tolist() == 100000000.75 and got.dtype == jnp.float64
    assert not jax.config.jax_enable_x64
    bad = precise_sum(np.array([16777216.0, 1.0, 1.0], np.float32))
    assert bad.dtype == jnp.float64 and bad.tolist() == 16777216.0
    print("flaw shown: float32 input summed to", bad.tolist(), "instead of 16777218.0")
