"""The student switches 64-bit mode on for the block and casts the sum to float64, but sums the array in its own dtype first, so a float32 input is accumulated in float32 and only the rounded result is widened.

Violates: "A float64 scalar (0-d JAX array), whatever the dtype of ``x``: a float32 ``x`` is summed in float64 too."
Verifying input: np.array([16777216.0, 1.0], np.float32) -> requires float64 16777217.0, this returns float64 16777216.0.
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def precise_sum(x):
    with jax.enable_x64(True):
        return jnp.sum(jnp.asarray(x)).astype(jnp.float64)


if __name__ == "__main__":
    import numpy as np

    assert precise_sum(np.array([1e8 + 0.5, 0.25])).tolist() == 100000000.75
    rng = np.random.default_rng(0)
    x = rng.normal(size=10_000) * 1e6
    got = precise_sum(x)
    assert got.dtype == np.float64 and isinstance(got, jax.Array) and got.shape == ()
    assert abs(float(got) - np.sum(x)) < 1e-6
    ints = rng.integers(-128, 127, size=1000).astype(np.int8)
    assert precise_sum(ints).dtype == np.float64 and float(precise_sum(ints)) == float(ints.astype(np.int64).sum())
    assert jax.config.jax_enable_x64 is False and jnp.ones(2).dtype == jnp.float32   # settings unchanged

    # The breach: a float32 array whose float64 sum is not a float32 number.
    x32 = np.array([16777216.0, 1.0], np.float32)
    got = precise_sum(x32)
    print("precise_sum(float32 [2**24, 1]) =", repr(got), " float64 sum:", x32.astype(np.float64).sum())
    assert got.dtype == np.float64 and float(got) == 16777216.0 != x32.astype(np.float64).sum()
    print("verified")
