"""Hands the converted arrays to jnp.average, which computes in the inputs' own float dtype: float16 inputs come back float16 and their products overflow float16's range.

Violates: "A float32 scalar (0-d array), whatever the dtypes of the inputs (arrays of int8 or float16 too: their products must not wrap around or round)."
Verifying input: values = weights = float16 [300, 1] -> requires float32 90001 / 301 = 299.0066, this returns float16 inf.
"""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def weighted_mean(values, weights):
    return jnp.average(jnp.asarray(values), weights=jnp.asarray(weights))


if __name__ == "__main__":
    import numpy as np

    assert weighted_mean([1, 2, 3], [1, 1, 2]).tolist() == 2.25
    assert abs(float(weighted_mean(np.array([100, 1], np.int8), np.array([100, 1], np.int8))) - 10001 / 101) < 1e-3  # ints fine
    v = np.array([300, 1], np.float16)
    expected = np.average(v.astype(np.float64), weights=v.astype(np.float64))
    got = jax.jit(weighted_mean)(jnp.asarray(v), jnp.asarray(v))
    print("expected", expected, "float32; got", got, got.dtype)
    assert got.dtype != jnp.float32 or not np.isclose(float(got), expected)
    assert not np.isfinite(float(got))
    print("verified")
