"""The student draws one normal and returns it with its negation ("antithetic" pair): both are standard normal and a != b, but b is a function of a.

Violates: "each standard normal, independent of each other (so ``a != b``)".
Verifying input: 10,000 keys split from jax.random.key(0) -> requires corr(a, b) near 0, this gives corr(a, b) == -1 (b == -a always).
"""
EXERCISE = "prng.two_normals"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    a = jax.random.normal(key)
    return a, -a


if __name__ == "__main__":
    import numpy as np

    a, b = two_normals(jax.random.key(0))
    assert a.shape == () and bool(a != b) and a.dtype == jnp.float32
    with jax.debug_key_reuse(True):
        a1, b1 = jax.jit(two_normals)(jax.random.key(0))
        a2, b2 = two_normals(jax.random.key(0))
    assert (a1, b1) == (a, b) == (a2, b2)
    A, B = (np.asarray(v) for v in jax.vmap(two_normals)(jax.random.split(jax.random.key(0), 10000)))
    for v in (A, B):
        assert abs(v.mean()) < 0.05 and abs(v.std() - 1) < 0.05
    assert np.all(A != B)
    assert np.corrcoef(A, B)[0, 1] < -0.999
    print("verified")
