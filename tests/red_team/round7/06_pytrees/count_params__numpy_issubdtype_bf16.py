"""The student tests floatness with ``np.issubdtype(np.asarray(leaf).dtype, np.floating)``, which is False for bfloat16, so bfloat16 weights count 0.

Violates: "The number of trainable parameters in ``tree``: the elements of its floating-point leaves." (leaves: "arrays (JAX or NumPy)")
Verifying input: count_params({"w": jnp.zeros((3, 4), jnp.bfloat16)}) must be 12; this returns 0.
"""
EXERCISE = "pytrees.count_params"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def count_params(tree):
    total = 0
    for leaf in jax.tree.leaves(tree):
        arr = np.asarray(leaf)
        if np.issubdtype(arr.dtype, np.floating):
            total += int(arr.size)
    return total


if __name__ == "__main__":
    assert count_params({"w": jnp.zeros((3, 4), jnp.bfloat16)}) != 12
    t = {"w": jnp.zeros((3, 4)), "b": jnp.zeros(4), "step": 0, "scale": 0.5, "mask": np.ones(3, bool),
         "h": jnp.zeros(2, jnp.float16), "n": np.zeros((2, 2)), "none": None, "flag": True}
    c = count_params(t)
    assert c == 12 + 4 + 1 + 2 + 4 and type(c) is int
    assert count_params({}) == 0 and count_params({"s": jnp.int32(1)}) == 0
    print("verified")
