"""The student turns on 64-bit mode with the context manager and sums ``jnp.asarray(x)``, which keeps float64 input in float64 but sums a float32 array in float32 (and int8 in int64).

Violates: "A float64 scalar (0-d JAX array), whatever the dtype of ``x``: a float32 ``x`` is summed in float64 too."
Verifying input: x = np.float32 [16777216, 1, 1] -> requires float64 16777218.0, this returns float32 16777216.0 (and int8 input gives int64).
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

    before = jax.config.jax_enable_x64
    out = precise_sum(np.array([1e8 + 0.5, 0.25]))
    assert out.tolist() == 100000000.75 and out.dtype == np.float64 and out.shape == ()
    assert jax.config.jax_enable_x64 == before and jnp.ones(2).dtype == jnp.float32
    xs = np.random.default_rng(0).normal(size=1000) * 1e6
    np.testing.assert_allclose(float(precise_sum(xs)), xs.sum(), rtol=1e-12)
    got = precise_sum(np.array([16777216, 1, 1], np.float32))
    assert got.dtype == np.float32 and float(got) == 16777216.0, (got.dtype, got)  # requires float64 16777218.0
    assert precise_sum(np.array([1, 2], np.int8)).dtype == np.int64
    print("verified")
