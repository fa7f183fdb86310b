"""The student calls ``jax.random.split(key)`` once for each draw and takes a different half each time, so ``key`` is consumed twice (the numbers look fine, but the key is reused).

Violates: "no key is used for two draws (the grader runs the function under ``jax.debug_key_reuse``)"
Verifying input: jax.random.key(0) under jax.debug_key_reuse(True) -> requires no KeyReuseError, this raises KeyReuseError on the second split of the same key.
"""
EXERCISE = "prng.two_normals"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    a = jax.random.normal(jax.random.split(key)[0])
    b = jax.random.normal(jax.random.split(key)[1])
    return a, b


if __name__ == "__main__":
    import numpy as np

    a, b = two_normals(jax.random.key(0))
    assert a.shape == () and a.dtype == jnp.float32 and bool(a != b)
    a2, b2 = jax.jit(two_normals)(jax.random.key(0))
    assert a2 == a and b2 == b
    A, B = jax.vmap(two_normals)(jax.random.split(jax.random.key(1), 4000))
    A, B = np.asarray(A), np.asarray(B)
    assert abs(A.mean()) < 0.08 and abs(B.std() - 1) < 0.05 and abs(np.corrcoef(A, B)[0, 1]) < 0.06
    # the violation: the same key is split twice
    try:
        with jax.debug_key_reuse(True):
            two_normals(jax.random.key(0))
    except Exception as e:  # KeyReuseError
        assert "KeyReuse" in type(e).__name__, type(e)
    else:
        raise AssertionError("no key reuse detected")
    print("verified")
