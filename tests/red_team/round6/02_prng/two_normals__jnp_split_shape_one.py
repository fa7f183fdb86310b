"""The student draws a (2,) vector and separates it with jnp.split, which yields two arrays of shape (1,) rather than two scalars.

Violates: "A tuple ``(a, b)`` of two float32 scalars (0-d arrays)"
Verifying input: key = jax.random.key(0) -> requires a.shape == () and b.shape == (), this returns shapes (1,) and (1,).
"""
EXERCISE = "prng.two_normals"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


def two_normals(key):
    draws = jax.random.normal(key, (2,))
    a, b = jnp.split(draws, 2)
    return a, b


if __name__ == "__main__":
    a, b = two_normals(jax.random.key(0))
    print("shapes:", a.shape, b.shape)
    assert bool(a[0] != b[0])
    assert a.shape != () and b.shape != ()
    print("verified")
