"""The student accumulates the sums in float32 with jnp.sum(..., dtype=jnp.float32), but the elementwise product values * weights is still formed in the inputs' dtype, so float16 products past 65504 become inf (and int8 products wrap).

Violates: "whatever the dtypes of the inputs (arrays of int8 or float16 too: their products must not wrap around or round)"
Verifying input: weighted_mean(np.array([300, 1], np.float16), np.array([300, 1], np.float16)) must be 90001/301 = 299.0066; this returns inf.
"""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp


def weighted_mean(values, weights):
    values = jnp.asarray(values)
    weights = jnp.asarray(weights)
    total = jnp.sum(values * weights, dtype=jnp.float32)
    norm = jnp.sum(weights, dtype=jnp.float32)
    return total / norm


if __name__ == "__main__":
    import numpy as np

    v = np.array([300, 1], np.float16)
    w = np.array([300, 1], np.float16)
    expected = np.average(v.astype(np.float64), weights=w.astype(np.float64))
    got = jax.jit(weighted_mean)(v, w)
    assert got.dtype == jnp.float32
    assert abs(expected - 299.0066) < 1e-3
    assert not np.isfinite(float(got)), got

    assert weighted_mean([1, 2, 3], [1, 1, 2]).tolist() == 2.25
    print("ok: flaw shows", got)
