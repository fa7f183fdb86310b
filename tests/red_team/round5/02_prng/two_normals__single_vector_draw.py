"""The student draws both numbers in one call, ``jax.random.normal(key, (2,))``, and returns that length-2 array: ``a, b = ...`` unpacks it, but it is one array, not a tuple of two 0-d arrays.

Violates: "A tuple ``(a, b)`` of two float32 scalars (0-d arrays)"
Verifying input: key = jax.random.key(0) -> requires a tuple of two arrays of shape (), this returns one jax.Array of shape (2,).
"""
EXERCISE = "prng.two_normals"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    return jax.random.normal(key, (2,))


if __name__ == "__main__":
    import numpy as np

    # what the docstring's example does still works
    a, b = two_normals(jax.random.key(0))
    assert a.shape == () and bool(a != b) and a.dtype == jnp.float32
    with jax.debug_key_reuse(True):
        a, b = jax.jit(two_normals)(jax.random.key(1))
        a2, b2 = two_normals(jax.random.key(1))
    assert a == a2 and b == b2
    keys = jax.random.split(jax.random.key(2), 20000)
    ab = jax.vmap(two_normals)(keys)
    s = np.asarray(ab)
    assert abs(s.mean()) < 0.03 and abs(s.std() - 1) < 0.03
    assert abs(np.corrcoef(s[:, 0], s[:, 1])[0, 1]) < 0.03
    # but the return value is not a tuple of two 0-d arrays
    out = two_normals(jax.random.key(0))
    print(type(out).__name__, out.shape)
    assert not isinstance(out, tuple) and out.shape == (2,)
    # and a vmapped call gives one (20000, 2) array instead of a pair of (20000,) arrays
    assert not isinstance(ab, tuple) and ab.shape == (20000, 2)
    print("verified")
