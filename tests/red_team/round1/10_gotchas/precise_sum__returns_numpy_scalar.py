"""Does the sum in NumPy float64 and returns NumPy's float64 scalar, never making a JAX array.

Violates: "A float64 scalar (0-d JAX array), whatever the dtype of ``x``".
Verifying input: precise_sum(np.array([1e8 + 0.5, 0.25])) -> the docstring requires a 0-d JAX array, this returns a numpy.float64.
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp
import numpy as np


def precise_sum(x) -> jax.Array:
    return np.sum(np.asarray(x, dtype=np.float64))


if __name__ == "__main__":
    out = precise_sum(np.array([1e8 + 0.5, 0.25]))
    assert out.tolist() == 100000000.75 and out.dtype == np.float64
    assert precise_sum(np.array([16777216, 1], np.float32)).tolist() == 16777217.0
    assert not isinstance(out, jax.Array), type(out)
    print("verified")
