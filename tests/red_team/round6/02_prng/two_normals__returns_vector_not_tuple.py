"""The student returns the (2,) draw itself; `a, b = two_normals(key)` still unpacks it, but the result is one array, not a tuple of two scalars.

Violates: "A tuple ``(a, b)`` of two float32 scalars (0-d arrays)"
Verifying input: key = jax.random.key(0) -> requires isinstance(result, tuple) with two 0-d arrays, this returns a jax.Array of shape (2,).
"""
EXERCISE = "prng.two_normals"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp


def two_normals(key):
    return jax.random.normal(key, (2,))


if __name__ == "__main__":
    result = two_normals(jax.random.key(0))
    a, b = result                                   # unpacking hides the problem
    assert a.shape == () and bool(a != b)
    print("type:", type(result).__name__, "shape:", result.shape)
    assert not isinstance(result, tuple)
    print("verified")
