"""The student casts the values to float32 so that the products cannot wrap or round, but leaves the weights as they are, so `jnp.sum(weights)` of a float16 array is computed and stored in float16 and overflows to inf for large weights (and rounds ordinary float16 weights, ~2e-4 relative error).

Violates: "A float32 scalar (0-d array), whatever the dtypes of the inputs (arrays of int8 or float16 too: their products must not wrap around or round)."
Verifying input: values = [1.0, 3.0] (float32), weights = np.array([40000, 40000], np.float16) -> requires 2.0, this returns 0.0 (sum(weights) is float16 inf).
"""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def weighted_mean(values, weights):
    values = jnp.asarray(values, dtype=jnp.float32)
    weights = jnp.asarray(weights)
    return jnp.sum(values * weights) / jnp.sum(weights)


if __name__ == "__main__":
    import numpy as np

    assert weighted_mean([1, 2, 3], [1, 1, 2]).tolist() == 2.25
    f = jax.jit(weighted_mean)
    rng = np.random.default_rng(0)
    cases = [
        ([1, 2, 3], [1, 1, 2]),
        ((0.5, 1.5), (3, 1)),
        (np.array([100, 120, -128], np.int8), np.array([100, 127, 1], np.int8)),
        (np.array([1.1, 2.3, 3.7], np.float16), np.array([2.1, 0.3, 1.0], np.float16)),
        (rng.normal(size=20).astype(np.float32), rng.uniform(size=20).astype(np.float32)),
    ]
    for v, w in cases:
        want = np.average(np.asarray(v, np.float64), weights=np.asarray(w, np.float64))
        for fn in (weighted_mean, f):
            out = fn(v, w) if fn is weighted_mean else fn(jnp.asarray(v), jnp.asarray(w))
            assert out.dtype == jnp.float32 and out.shape == ()
            # (float16 weights are also summed in float16: ~2e-4 relative error there)
            np.testing.assert_allclose(out, want, rtol=1e-3 if np.asarray(w).dtype == np.float16 else 1e-5)

    # the flaw: float16 weights whose sum does not fit float16
    out = weighted_mean([1.0, 3.0], np.array([40000, 40000], np.float16))
    print("required 2.0, got", out.tolist())
    assert out.tolist() == 0.0
    print("verified")
