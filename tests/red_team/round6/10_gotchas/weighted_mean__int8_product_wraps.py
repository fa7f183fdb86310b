"""Converts the inputs with jnp.asarray but multiplies them in their own dtype, so int8 values times int8 weights wrap around before the float division.

Violates: "whatever the dtypes of the inputs (arrays of int8 or float16 too: their products must not wrap around or round)."
Verifying input: values = int8 [100, 1], weights = int8 [100, 1] -> requires 10001 / 101 = 99.0198, this returns 0.1683 (10000 wrapped to 16).
"""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def weighted_mean(values, weights):
    values, weights = jnp.asarray(values), jnp.asarray(weights)
    return jnp.sum(values * weights) / jnp.sum(weights)


if __name__ == "__main__":
    import numpy as np

    assert weighted_mean([1, 2, 3], [1, 1, 2]).tolist() == 2.25       # docstring example passes
    v = np.array([100, 1], np.int8)
    w = np.array([100, 1], np.int8)
    expected = np.average(v.astype(np.float64), weights=w.astype(np.float64))
    got = jax.jit(weighted_mean)(jnp.asarray(v), jnp.asarray(w))
    print("expected", expected, "got", got, got.dtype)
    assert not np.isclose(float(got), expected, rtol=1e-5)
    print("verified")
