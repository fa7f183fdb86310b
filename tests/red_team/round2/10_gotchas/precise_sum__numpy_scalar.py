"""Does the sum in NumPy with dtype=float64 and returns NumPy's float64 scalar instead of a JAX array.

Violates: "A float64 scalar (0-d JAX array), whatever the dtype of ``x``".
Verifying input: np.array([1e8 + 0.5, 0.25]) -> the docstring requires a 0-d jax.Array of dtype float64, this returns numpy.float64 (right value).
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp
import numpy as np


def precise_sum(x):
    return np.sum(np.asarray(x), dtype=np.float64)


if __name__ == "__main__":
    out = precise_sum(np.array([1e8 + 0.5, 0.25]))
    assert out.tolist() == 100000000.75 and out.dtype == np.float64 and out.shape == ()
    assert precise_sum(np.array([1e8, 3.0], np.float32)).tolist() == 100000003.0
    assert not jax.config.jax_enable_x64
    assert not isinstance(out, jax.Array), type(out)
    print("verified")
