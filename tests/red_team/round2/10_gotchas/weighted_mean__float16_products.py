"""Converts integer inputs to float32 but leaves float16 inputs as they are, so float16 products overflow or round.

Violates: "whatever the dtypes of the inputs (arrays of int8 or float16 too: their products must not wrap around or round)".
Verifying input: values float16 [300, 1], weights float16 [300, 1] -> the docstring requires 90001/301 (about 299.003), this returns inf.
"""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


def weighted_mean(values, weights):
    v = jnp.asarray(values)
    w = jnp.asarray(weights)
    if not jnp.issubdtype(v.dtype, jnp.floating):
        v = v.astype(jnp.float32)
    if not jnp.issubdtype(w.dtype, jnp.floating):
        w = w.astype(jnp.float32)
    return (jnp.sum(v * w) / jnp.sum(w)).astype(jnp.float32)


if __name__ == "__main__":
    assert weighted_mean([1, 2, 3], [1, 1, 2]).tolist() == 2.25
    r = weighted_mean(np.array([100, 50], np.int8), np.array([100, 3], np.int8))
    assert abs(float(r) - (100 * 100 + 150) / 103) < 1e-4 and r.dtype == jnp.float32
    assert abs(float(jax.jit(weighted_mean)((1.0, 2.0), [3, 1])) - 1.25) < 1e-6
    out = weighted_mean(jnp.array([300, 1], jnp.float16), jnp.array([300, 1], jnp.float16))
    assert out.dtype == jnp.float32 and not bool(jnp.isfinite(out)), out
    print("verified")
