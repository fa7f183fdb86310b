"""The student reaches for np.fill_diagonal on np.asarray(x), which for a NumPy input is x itself, so the caller's matrix is overwritten.

Violates: "x: a square matrix ... a JAX or NumPy array; it is not modified."
Verifying input: x = np.zeros((3, 3), float32), value = 9.0 -> requires x still all zeros afterwards, this leaves 9.0 on the diagonal of x (and fails under jax.jit).
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp
import numpy as np


def set_diagonal(x, value):
    host = np.asarray(x)
    np.fill_diagonal(host, value)
    return jnp.asarray(host)


if __name__ == "__main__":
    x = np.zeros((3, 3), np.float32)
    before = x.copy()
    got = set_diagonal(x, 9.0)
    expected = before.copy(); np.fill_diagonal(expected, 9.0)
    assert np.array_equal(np.asarray(got), expected)      # the answer is right...
    print("x after the call:", x.tolist())
    assert not np.array_equal(x, before)                    # ...but the input was modified
    try:
        jax.jit(set_diagonal)(jnp.zeros((2, 2)), 1.0)
        raise SystemExit("unexpectedly worked under jit")
    except Exception as error:
        print("under jit:", type(error).__name__)
    print("verified")
