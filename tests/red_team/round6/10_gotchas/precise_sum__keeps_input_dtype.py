"""Sums inside enable_x64 but in the input's own dtype, so a float32 array is summed (and returned) in float32 and an int8 one comes back int64.

Violates: "A float64 scalar (0-d JAX array), whatever the dtype of ``x``: a float32 ``x`` is summed in float64 too."
Verifying input: precise_sum(np.array([2**24, 1, 1], np.float32)) -> requires float64 16777218.0, this returns float32 16777216.0.
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def precise_sum(x):
    with jax.enable_x64(True):
        return jnp.sum(jnp.asarray(x))


if __name__ == "__main__":
    import numpy as np

    assert precise_sum(np.array([1e8 + 0.5, 0.25])).tolist() == 100000000.75      # float64 input is fine
    x = np.array([2**24, 1, 1], np.float32)
    expected = np.sum(x.astype(np.float64))
    got = precise_sum(x)
    print("expected", expected, "float64; got", got.tolist(), got.dtype)
    assert got.dtype != np.float64 and got.tolist() != expected
    print("int8 input gives", precise_sum(np.array([1, 2], np.int8)).dtype)
    assert precise_sum(np.array([1, 2], np.int8)).dtype != np.float64
    print("verified")
