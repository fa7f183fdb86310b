"""Casts only the values to float32; the weights stay in their own dtype, so a float16 weight sum overflows to inf and the mean collapses to 0.

Violates: "A float32 scalar (0-d array), whatever the dtypes of the inputs (arrays of int8 or float16 too: their products must not wrap around or round)."
Verifying input: weighted_mean(jnp.array([1.0, 1.0], jnp.float16), jnp.array([40000.0, 40000.0], jnp.float16)) -> the docstring requires 1.0; this returns 0.0.
"""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def weighted_mean(values, weights):
    v = jnp.asarray(values, dtype=jnp.float32)
    w = jnp.asarray(weights)
    return jnp.sum(v * w) / jnp.sum(w)


if __name__ == "__main__":
    assert weighted_mean([1, 2, 3], [1, 1, 2]).tolist() == 2.25
    out = weighted_mean(jnp.array([1.0, 1.0], jnp.float16), jnp.array([40000.0, 40000.0], jnp.float16))
    assert out.dtype == jnp.float32 and float(out) == 0.0, out
    print("flaw shown:", out, "expected 1.0")
