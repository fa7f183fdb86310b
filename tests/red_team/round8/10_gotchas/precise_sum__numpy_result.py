"""The student sums in NumPy after casting to float64, never touching JAX's settings, but the result is a NumPy float64 scalar, not a JAX array.

Violates: "A float64 scalar (0-d JAX array), whatever the dtype of ``x``"
Verifying input: precise_sum(np.array([1e8 + 0.5, 0.25])) must be a jax.Array of dtype float64; this returns a numpy.float64 (isinstance(result, jax.Array) is False).
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def precise_sum(x):
    return np.sum(np.asarray(x).astype(np.float64))


if __name__ == "__main__":
    result = precise_sum(np.array([1e8 + 0.5, 0.25]))
    assert result.tolist() == 100000000.75
    assert result.dtype == np.float64
    assert not isinstance(result, jax.Array), type(result)
    assert jax.config.jax_enable_x64 is False
    print("ok: flaw shows", type(result))
