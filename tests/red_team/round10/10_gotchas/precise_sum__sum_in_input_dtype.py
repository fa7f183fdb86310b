"""Enables x64 only around jnp.sum(jnp.asarray(x)), which sums in x's own dtype, so a float32 x is summed and returned in float32.

Violates: "A float64 scalar (0-d JAX array), whatever the dtype of ``x``: a float32 ``x`` is summed in float64 too."
Verifying input: precise_sum(np.array([1e8, 0.5, 0.5], np.float32)) -> the docstring requires float64 100000001.0; this returns float32 100000000.0.
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
    assert precise_sum(np.array([1e8 + 0.5, 0.25])).tolist() == 100000000.75
    out = precise_sum(np.array([1e8, 0.5, 0.5], np.float32))
    assert out.dtype == np.float32 and out.tolist() == 100000000.0, out
    assert jnp.asarray(1.0).dtype == jnp.float32
    print("flaw shown:", out.dtype, out.tolist(), "expected float64 100000001.0")
