"""Products are taken in float32, but the weights are summed in their own (int32) dtype, which wraps for large integer weights.

Violates: "A float32 scalar (0-d array), whatever the dtypes of the inputs" (the weighted mean sum(values * weights) / sum(weights)).
Verifying input: values [1, 2, 3], weights [2**30, 2**30, 2**30] -> the docstring requires 2.0, this returns -6.0.
"""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


def weighted_mean(values, weights):
    v = jnp.asarray(values)
    w = jnp.asarray(weights)
    num = jnp.sum(v.astype(jnp.float32) * w.astype(jnp.float32))
    den = jnp.sum(w)
    return (num / den).astype(jnp.float32)


if __name__ == "__main__":
    assert weighted_mean([1, 2, 3], [1, 1, 2]).tolist() == 2.25
    r = weighted_mean(np.array([100, 50], np.int8), np.array([100, 3], np.int8))
    assert abs(float(r) - (100 * 100 + 150) / 103) < 1e-4 and r.dtype == jnp.float32
    r = weighted_mean(np.array([300, 1], np.float16), np.array([300, 1], np.float16))
    assert abs(float(r) - 90001 / 301) < 1e-3
    out = weighted_mean([1, 2, 3], [2**30, 2**30, 2**30])
    assert abs(float(out) - 2.0) > 1.0, out
    print(float(out))
    print("verified")
