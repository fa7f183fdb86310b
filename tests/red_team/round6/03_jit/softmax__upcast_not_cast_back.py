"""For numerical safety the student computes in float32 but returns the float32 result, so half-precision inputs change dtype.

Violates: "An array of the same shape and dtype as ``x``"
Verifying input: x = jnp.array([1.0, 2.0, 3.0], float16) -> requires float16, this returns float32.
"""
EXERCISE = "jit.softmax"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


@jax.jit
def softmax(x):
    x = x.astype(jnp.float32)
    e = jnp.exp(x - jnp.max(x, axis=-1, keepdims=True))
    return e / jnp.sum(e, axis=-1, keepdims=True)


if __name__ == "__main__":
    assert softmax(jnp.array([1000.0, 1000.0])).tolist() == [0.5, 0.5]
    got = softmax(jnp.array([1.0, 2.0, 3.0], jnp.float16))
    print("float16 in ->", got.dtype, "out")
    assert got.dtype != jnp.float16
    print("verified")
