"""Sums ``jnp.asarray(x)`` in its own dtype under 64-bit mode and casts the total to float64; a float32 ``x`` is summed in float32.

Violates: "A float64 scalar (0-d JAX array), whatever the dtype of ``x``: a float32 ``x`` is summed in float64 too."
Verifying input: precise_sum(np.array([16777216, 1], np.float32)) -> the docstring requires 16777217.0, this returns 16777216.0.
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


def precise_sum(x) -> jax.Array:
    with jax.enable_x64(True):
        return jnp.sum(jnp.asarray(x)).astype(jnp.float64)


if __name__ == "__main__":
    out = precise_sum(np.array([1e8 + 0.5, 0.25]))
    assert out.tolist() == 100000000.75 and out.dtype == np.float64
    assert precise_sum(np.array([100, 100, 100], np.int8)).tolist() == 300.0
    assert jax.config.jax_enable_x64 is False and jnp.ones(2).dtype == jnp.float32
    out = precise_sum(np.array([16777216, 1], np.float32))
    assert out.dtype == np.float64
    assert out.tolist() == 16777216.0, out  # float64 sum is 16777217
    print("verified")
