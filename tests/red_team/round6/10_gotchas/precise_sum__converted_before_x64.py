"""Converts the NumPy array with jnp.asarray before switching 64-bit mode on, so the values are already rounded to float32 when the float64 sum runs.

Violates: "This sum must keep float64's precision"
Verifying input: precise_sum(np.array([1e8 + 0.5, 0.25])) -> requires 100000000.75, this returns 100000000.25 (float64 dtype, float32 values).
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def precise_sum(x):
    x = jnp.asarray(x)                         # float32 here: 64-bit mode is not on yet
    with jax.enable_x64(True):
        return jnp.sum(x.astype(jnp.float64))


if __name__ == "__main__":
    import numpy as np

    x = np.array([1e8 + 0.5, 0.25])
    expected = np.sum(x)
    got = precise_sum(x)
    print("expected", repr(expected), "got", got.tolist(), got.dtype)
    assert got.dtype == np.float64 and jax.config.jax_enable_x64 is False   # dtype and setting fine
    assert got.tolist() != expected
    print("verified")
