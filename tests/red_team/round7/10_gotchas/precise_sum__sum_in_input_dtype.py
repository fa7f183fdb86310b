"""The student enables x64 and sums ``jnp.asarray(x)`` in x's own dtype, so a float32 ``x`` is summed in float32 (and comes back float32).

Violates: "x: a 1-D NumPy array: float64, or any other numbers (float32, int8, ...)." / "A float64 scalar ... whatever the dtype of ``x``: a float32 ``x`` is summed in float64 too."
Verifying input: precise_sum(np.array([1e8, 0.5, 0.5], np.float32)) must be 100000001.0 (float64); this returns 100000000.0 as float32.
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def precise_sum(x):
    with jax.enable_x64(True):
        return jnp.sum(jnp.asarray(x))


if __name__ == "__main__":
    r = precise_sum(np.array([1e8, 0.5, 0.5], np.float32))
    assert not (r.dtype == np.float64 and r.tolist() == 100000001.0)
    r = precise_sum(np.array([1e8 + 0.5, 0.25]))
    assert r.dtype == np.float64 and r.tolist() == 100000000.75
    assert precise_sum(np.array([], np.float64)).tolist() == 0.0
    assert jax.config.jax_enable_x64 is False and jnp.ones(2).dtype == jnp.float32
    print("verified")
