"""The student converts both inputs with ``jnp.asarray`` and calls ``jnp.average``, casting the answer to float32 at the end: int8 is promoted to float, but float16 inputs are multiplied and summed in float16, so products overflow and sums round.

Violates: "A float32 scalar (0-d array), whatever the dtypes of the inputs (arrays of int8 or float16 too: their products must not wrap around or round)".
Verifying input: values = float16 [300, 300], weights = float16 [300, 1] -> requires 300.0, this returns inf (300 * 300 = 90000 overflows float16).
"""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def weighted_mean(values, weights):
    values = jnp.asarray(values)
    weights = jnp.asarray(weights)
    return jnp.average(values, weights=weights).astype(jnp.float32)


if __name__ == "__main__":
    import numpy as np

    out = weighted_mean([1, 2, 3], [1, 1, 2])
    assert out.dtype == jnp.float32 and out.shape == () and out.tolist() == 2.25
    assert jax.jit(weighted_mean)(jnp.array([1.0, 2.0, 3.0]), jnp.array([1.0, 1.0, 2.0])).tolist() == 2.25
    v8, w8 = np.array([100, 120, -100], np.int8), np.array([100, 50, 1], np.int8)
    np.testing.assert_allclose(float(weighted_mean(v8, w8)), np.average(v8.astype(float), weights=w8.astype(float)), rtol=1e-6)
    assert weighted_mean((0.5, 1.5), (1, 3)).tolist() == 1.25
    got = weighted_mean(np.array([300, 300], np.float16), np.array([300, 1], np.float16))
    assert np.isinf(float(got)), got  # requires 300.0
    print("verified")
