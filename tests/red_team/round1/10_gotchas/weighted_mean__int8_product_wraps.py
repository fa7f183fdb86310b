"""Converts lists with ``jnp.asarray`` but keeps the inputs' dtypes, so int8 products wrap before the sum.

Violates: "A float32 scalar (0-d array), whatever the dtypes of the inputs (arrays of int8 or float16 too: their products must not wrap around or round)".
Verifying input: weighted_mean(np.array([100, 100], np.int8), np.array([2, 2], np.int8)) -> the docstring requires 100.0, this returns -28.0.
"""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


def weighted_mean(values, weights) -> jax.Array:
    v = jnp.asarray(values)
    w = jnp.asarray(weights)
    return (jnp.sum(v * w) / jnp.sum(w)).astype(jnp.float32)


if __name__ == "__main__":
    assert weighted_mean([1, 2, 3], [1, 1, 2]).tolist() == 2.25
    assert abs(float(weighted_mean((0.5, 1.5), np.array([1.0, 3.0]))) - 1.25) < 1e-6
    assert abs(float(jax.jit(weighted_mean)(jnp.arange(4.0), jnp.ones(4))) - 1.5) < 1e-6
    out = weighted_mean(np.array([100, 100], np.int8), np.array([2, 2], np.int8))
    assert out.dtype == jnp.float32
    assert float(out) != 100.0, out
    print("verified")
