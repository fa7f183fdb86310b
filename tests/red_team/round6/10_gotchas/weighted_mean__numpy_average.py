"""Delegates to np.average (which accepts lists) and wraps the result in jnp.float32, which cannot work on tracers, so the function fails under jax.jit.

Violates: "Accepts what NumPy's ``np.average(values, weights=weights)`` accepts ... and works under ``jax.jit``."
Verifying input: jax.jit(weighted_mean)(jnp.array([1., 2., 3.]), jnp.array([1., 1., 2.])) -> requires 2.25, this raises TracerArrayConversionError.
"""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp
import numpy as np


def weighted_mean(values, weights):
    values = np.asarray(values, dtype=np.float64)
    weights = np.asarray(weights, dtype=np.float64)
    return jnp.float32(np.average(values, weights=weights))


if __name__ == "__main__":
    got = weighted_mean([1, 2, 3], [1, 1, 2])
    assert got.tolist() == 2.25 and got.dtype == jnp.float32       # fine without jit, even more precise
    try:
        jax.jit(weighted_mean)(jnp.array([1.0, 2.0, 3.0]), jnp.array([1.0, 1.0, 2.0]))
        raise SystemExit("worked under jit")
    except jax.errors.TracerArrayConversionError as error:
        print("under jit:", type(error).__name__)
    print("verified")
