"""The student switches on 64-bit mode for the call and sums `jnp.asarray(x)` in its own dtype, casting only the total to float64, so a float64 array is summed exactly but a float32 array is summed in float32.

Violates: "a float32 ``x`` is summed in float64 too."
Verifying input: np.array([16777216.0, 1.0], np.float32) -> requires 16777217.0 (float64), this returns 16777216.0 (float64 dtype, float32 precision).
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

    out = precise_sum(np.array([1e8 + 0.5, 0.25]))
    assert out.dtype == jnp.float64 and out.tolist() == 100000000.75
    assert isinstance(out, jax.Array) and out.shape == ()
    assert jnp.asarray(np.ones(2)).dtype == jnp.float32      # x64 is off again
    rng = np.random.default_rng(0)
    for arr in (rng.normal(size=1000) * 1e6 + 1e9, np.array([1e16, 1.0, -1e16]),
                np.array([100, 120, 127, -128], np.int8), np.arange(10, dtype=np.int32), np.array([0.5])):
        got = precise_sum(arr)
        assert got.dtype == jnp.float64
        np.testing.assert_allclose(float(got), np.sum(arr.astype(np.float64)), rtol=1e-15)

    # the flaw: float32 input keeps float32 precision
    x = np.array([16777216.0, 1.0], np.float32)
    got = precise_sum(x)
    print("required 16777217.0, got", got.dtype, got.tolist())
    assert got.dtype == jnp.float64 and got.tolist() == 16777216.0
    print("verified")
