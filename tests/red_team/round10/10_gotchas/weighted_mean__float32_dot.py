"""Correct: converts both operands to float32 first, then one jnp.vdot for the numerator and a float32 sum of weights for the denominator.

Verifying input: checked the Example, tuples and NumPy arrays, int8 [100, 100] x [100, 100] (no wrap), float16 products and
weight sums past 65504, int32 extremes as values, uint8 weights, float32 0-d result, and use under jax.jit.
"""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
KIND = "admitted"  # written as a correct solution; the grader found it refuses Python ints past int32, which np.average takes

import jax
import jax.numpy as jnp


def weighted_mean(values, weights):
    v = jnp.asarray(values).astype(jnp.float32).reshape(-1)
    w = jnp.asarray(weights).astype(jnp.float32).reshape(-1)
    # HIGHEST: on TPU a default-precision float32 dot may round its inputs to bfloat16
    return jnp.vdot(v, w, precision=jax.lax.Precision.HIGHEST) / jnp.sum(w)


if __name__ == "__main__":
    import numpy as np
    assert weighted_mean([1, 2, 3], [1, 1, 2]).tolist() == 2.25
    assert weighted_mean((1.0, 3.0), np.array([1, 3])).tolist() == 2.5
    r = weighted_mean(jnp.array([100, 100], jnp.int8), jnp.array([100, 100], jnp.int8))
    assert r.dtype == jnp.float32 and r.shape == () and float(r) == 100.0
    r = weighted_mean(jnp.array([60000.0, 60000.0], jnp.float16), jnp.array([40000.0, 40000.0], jnp.float16))
    assert float(r) == 60000.0
    r = weighted_mean(jnp.array([2**31 - 1, -(2**31)], jnp.int32), jnp.array([1, 0], jnp.uint8))
    assert np.isclose(float(r), 2**31 - 1, rtol=1e-7)
    assert float(jax.jit(weighted_mean)(jnp.array([1.0, 2.0]), jnp.array([3.0, 1.0]))) == 1.25
    print("ok")
