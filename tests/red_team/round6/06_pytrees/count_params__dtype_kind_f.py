"""Recognises float leaves by the NumPy idiom ``dtype.kind == "f"``, but bfloat16 (an ml_dtypes extension type) has kind "V", so bfloat16 weights count 0.

Violates: "The number of elements in floating-point leaves"
Verifying input: count_params({"w": jnp.zeros((3, 4), jnp.bfloat16), "b": jnp.zeros(4)}) -> requires 16, this returns 4.
"""
EXERCISE = "pytrees.count_params"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


def count_params(tree):
    total = 0
    for leaf in jax.tree.leaves(tree):
        arr = leaf if hasattr(leaf, "dtype") else np.asarray(leaf)
        if arr.dtype.kind == "f":
            total += int(np.size(arr))
    return total


if __name__ == "__main__":
    assert count_params({"w": jnp.zeros((3, 4)), "b": jnp.zeros(4), "step": 0, "scale": 0.5}) == 17
    assert count_params({"m": jnp.ones(3, bool), "f16": jnp.zeros(5, jnp.float16), "np": np.zeros(2)}) == 7
    tree = {"w": jnp.zeros((3, 4), jnp.bfloat16), "b": jnp.zeros(4)}
    assert jnp.issubdtype(tree["w"].dtype, jnp.floating)
    got = count_params(tree)
    print("required 16, got", got)
    assert got == 4
    print("verified")
