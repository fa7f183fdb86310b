"""Draws a with key itself and b with a key split off the same key, so key is used twice (a draw and a split).

Violates: "All randomness comes from key, and no key is used for two draws (the grader runs the function under jax.debug_key_reuse)".
Verifying input: jax.random.key(0) under jax.debug_key_reuse(True) -> the docstring requires no reuse, this raises KeyReuseError.
"""
EXERCISE = "prng.two_normals"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp
import numpy as np


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    a = jax.random.normal(key)
    _, sub = jax.random.split(key)
    b = jax.random.normal(sub)
    return a, b


if __name__ == "__main__":
    a, b = two_normals(jax.random.key(0))
    assert a.shape == () and bool(a != b) and a.dtype == jnp.float32
    a2, b2 = jax.jit(two_normals)(jax.random.key(0))
    assert float(a2) == float(a) and float(b2) == float(b)
    keys = jax.random.split(jax.random.key(3), 4000)
    va, vb = jax.vmap(two_normals)(keys)
    assert abs(np.corrcoef(np.asarray(va), np.asarray(vb))[0, 1]) < 0.1
    try:
        with jax.debug_key_reuse(True):
            two_normals(jax.random.key(0))
    except Exception as error:
        assert "KeyReuse" in type(error).__name__ or "reuse" in str(error).lower(), error
    else:
        raise AssertionError("expected a key reuse error")
    print("verified")
