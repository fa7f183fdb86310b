"""The student draws both numbers in one call and returns the (2,) array itself; unpacking it looks like a tuple, but it is not one, and under vmap it comes back as a (batch, 2) array.

Violates: "A tuple ``(a, b)`` of two float32 scalars (0-d arrays)" and "Works under ``jax.jit`` and ``jax.vmap`` over a batch of keys."
Verifying input: key = jax.random.key(0) -> requires a tuple of two 0-d arrays, this returns one array of shape (2,); jax.vmap over 3 keys -> requires a pair of (3,) arrays, this returns a (3, 2) array.
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

    a, b = two_normals(jax.random.key(0))
    assert a.shape == () and bool(a != b)
    with jax.debug_key_reuse(True):
        a1, b1 = jax.jit(two_normals)(jax.random.key(0))
    assert a1 == a and b1 == b
    draws = np.asarray(jax.vmap(two_normals)(jax.random.split(jax.random.key(1), 20000)))
    assert abs(draws.mean()) < 0.05 and abs(draws.std() - 1) < 0.05
    assert abs(np.corrcoef(draws[:, 0], draws[:, 1])[0, 1]) < 0.05
    out = two_normals(jax.random.key(0))
    assert not isinstance(out, tuple)
    assert jax.vmap(two_normals)(jax.random.split(jax.random.key(2), 3)).shape == (3, 2)
    print("verified")
