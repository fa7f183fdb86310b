"""The student writes the epsilon as a float32 constant (jnp.float32(1e-6)), which promotes a float16/bfloat16 input to float32.

Violates: "An array of the same shape and dtype as ``x``." (x: "a float array")
Verifying input: x = [[1.0, 10.0], [3.0, 10.0]] as bfloat16 -> requires bfloat16, this returns float32.
"""
EXERCISE = "jit.standardize"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp

STANDARDIZE_EPS = jnp.float32(1e-6)


@jax.jit
def standardize(x):
    centred = x - x.mean(axis=0)
    return centred / (x.std(axis=0) + STANDARDIZE_EPS)


if __name__ == "__main__":
    x = jnp.array([[1.0, 10.0], [3.0, 10.0]])
    assert standardize(x).round(3).tolist() == [[-1.0, 0.0], [1.0, 0.0]]
    for dtype in (jnp.bfloat16, jnp.float16):
        got = standardize(x.astype(dtype))
        print(dtype.__name__, "in ->", got.dtype, "out")
        assert got.dtype != dtype
    print("verified")
