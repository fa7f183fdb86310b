"""The student splits the key but still draws the first number from the parent key, so the parent is used twice (once by split, once by normal).

Violates: "All randomness comes from ``key``, and no key is used for two draws (the grader runs the function under ``jax.debug_key_reuse``)."
Verifying input: key = jax.random.key(0) under jax.debug_key_reuse(True) -> requires no error, this raises KeyReuseError.
"""
EXERCISE = "prng.two_normals"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def two_normals(key):
    _, sub = jax.random.split(key)
    a = jax.random.normal(key)
    b = jax.random.normal(sub)
    return a, b


if __name__ == "__main__":
    a, b = two_normals(jax.random.key(0))
    assert a.shape == () and b.shape == () and bool(a != b)     # looks fine without the checker
    with jax.debug_key_reuse(True):
        try:
            two_normals(jax.random.key(0))
            raise SystemExit("no key reuse detected")
        except Exception as error:
            assert "KeyReuse" in type(error).__name__, type(error).__name__
            print("under debug_key_reuse:", type(error).__name__)
    print("verified")
