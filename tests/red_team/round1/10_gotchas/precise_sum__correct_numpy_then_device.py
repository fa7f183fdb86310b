"""Correct: sums in NumPy float64 on the host, then makes the 0-d JAX float64 array inside ``jax.enable_x64(True)``.

Violates: nothing (correct solution).
Verifying input: float64, float32, int8 arrays, empty array; x64 setting before/after -> matches math.fsum-level float64 sum and leaves the setting alone.
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def precise_sum(x) -> jax.Array:
    total = np.add.reduce(np.asarray(x).astype(np.float64), axis=None)
    with jax.enable_x64(True):
        return jnp.asarray(total, dtype=jnp.float64)


if __name__ == "__main__":
    out = precise_sum(np.array([1e8 + 0.5, 0.25]))
    assert out.tolist() == 100000000.75
    rng = np.random.default_rng(2)
    for x in (np.array([16777216, 1], np.float32), np.array([100, 100, 127], np.int8),
              rng.normal(size=1000), np.zeros(0), rng.normal(size=7).astype(np.float32) * 1e7):
        out = precise_sum(x)
        assert isinstance(out, jax.Array) and out.dtype == np.float64 and out.shape == ()
        assert np.isclose(out.tolist(), np.sum(x.astype(np.float64)), rtol=1e-15, atol=1e-12)
    assert precise_sum(np.array([16777216, 1], np.float32)).tolist() == 16777217.0
    assert jax.config.jax_enable_x64 is False and jnp.ones(1).dtype == jnp.float32
    with jax.enable_x64(True):
        precise_sum(np.ones(2))
        assert jax.config.jax_enable_x64 is True
    print("verified")
