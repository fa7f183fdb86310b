"""The student draws both numbers in one call and returns the length-2 array itself; ``a, b = two_normals(key)`` still unpacks, but the result is not a tuple and breaks under vmap.

Violates: "A tuple ``(a, b)`` of two float32 scalars (0-d arrays)" / "Works under ``jax.jit`` and ``jax.vmap`` over a batch of keys."
Verifying input: jax.vmap(two_normals)(jax.random.split(jax.random.key(0), 3)) -> requires a tuple of two (3,) arrays, this returns one (3, 2) array (so `a, b = ...` fails).
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

    with jax.debug_key_reuse(True):
        a, b = two_normals(jax.random.key(0))
        a2, b2 = jax.jit(two_normals)(jax.random.key(0))
    assert a.shape == () and b.shape == () and a.dtype == jnp.float32
    assert bool(a != b) and float(a) == float(a2) and float(b) == float(b2)
    keys = jax.random.split(jax.random.key(1), 20000)
    z = np.asarray(jax.vmap(two_normals)(keys))
    print("mean", z.mean(0), "var", z.var(0), "corr", np.corrcoef(z.T)[0, 1])
    assert np.all(np.abs(z.mean(0)) < 0.05) and np.all(np.abs(z.var(0) - 1) < 0.05)

    out = two_normals(jax.random.key(0))
    print("type:", type(out).__name__, "shape", out.shape)
    assert not isinstance(out, tuple)
    batched = jax.vmap(two_normals)(jax.random.split(jax.random.key(0), 3))
    print("vmapped result:", type(batched).__name__, batched.shape)
    try:
        a, b = batched
        raise AssertionError("unpacked")
    except ValueError as e:
        print("unpacking the vmapped result fails:", e)
    print("verified")
