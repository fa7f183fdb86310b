"""Delegates to jnp.average and casts the result to float32, but jnp.average computes float16 inputs in float16, so the products overflow.

Violates: "A float32 scalar (0-d array), whatever the dtypes of the inputs (arrays of int8 or float16 too: their products must not wrap around or round)."
Verifying input: weighted_mean(jnp.array([60000.0, 60000.0], jnp.float16), jnp.array([2.0, 2.0], jnp.float16)) -> the docstring requires 60000.0; this returns inf or nan.
"""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def weighted_mean(values, weights):
    return jnp.average(jnp.asarray(values), weights=jnp.asarray(weights)).astype(jnp.float32)


if __name__ == "__main__":
    import math
    assert weighted_mean([1, 2, 3], [1, 1, 2]).tolist() == 2.25
    out = weighted_mean(jnp.array([60000.0, 60000.0], jnp.float16), jnp.array([2.0, 2.0], jnp.float16))
    assert out.dtype == jnp.float32 and not math.isfinite(float(out)), out
    print("flaw shown:", out, "expected 60000.0")
