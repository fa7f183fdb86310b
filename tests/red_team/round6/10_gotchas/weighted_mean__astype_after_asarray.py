"""Converts with jnp.asarray(x).astype(float32): the int32 step in between refuses Python ints past int32's range, which NumPy's average accepts.

Violates: "Accepts what NumPy's ``np.average(values, weights=weights)`` accepts: Python lists or tuples of numbers (ints or floats)"
Verifying input: weighted_mean([3_000_000_000, 1], [1, 1]) -> requires 1.5e9 (np.average gives 1500000000.5), this raises OverflowError.
"""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def weighted_mean(values, weights):
    values = jnp.asarray(values).astype(jnp.float32)
    weights = jnp.asarray(weights).astype(jnp.float32)
    return jnp.sum(values * weights) / jnp.sum(weights)


if __name__ == "__main__":
    import numpy as np

    assert weighted_mean([1, 2, 3], [1, 1, 2]).tolist() == 2.25
    v16 = np.array([300, 1], np.float16)
    assert abs(float(weighted_mean(v16, v16)) - 90001 / 301) < 1e-2          # float16 and int8 are fine
    i8 = np.array([100, 1], np.int8)
    assert abs(float(weighted_mean(i8, i8)) - 10001 / 101) < 1e-3
    expected = np.average([3_000_000_000, 1], weights=[1, 1])
    try:
        got = weighted_mean([3_000_000_000, 1], [1, 1])
        raise SystemExit(f"worked: {got} vs {expected}")
    except OverflowError as error:
        print("np.average gives", expected, "; this raises", type(error).__name__)
    print("verified")
