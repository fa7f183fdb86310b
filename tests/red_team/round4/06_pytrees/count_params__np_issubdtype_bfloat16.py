"""The student tests floatness with np.issubdtype(dtype, np.floating), which is False for bfloat16, so bfloat16 parameters count 0.

Violates: "The number of trainable parameters in ``tree``: the elements of its floating-point leaves."
Verifying input: {"w": jnp.zeros((3, 4), jnp.bfloat16)} -> requires 12, this returns 0.
"""
EXERCISE = "pytrees.count_params"
VERDICT = "fail"
KIND = "dtypes"

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def count_params(tree: Any) -> int:
    total = 0
    for leaf in jax.tree.leaves(tree):
        arr = np.asarray(leaf) if not hasattr(leaf, "dtype") else leaf
        if np.issubdtype(arr.dtype, np.floating):
            total += int(np.prod(arr.shape))
    return total


if __name__ == "__main__":
    assert count_params({"w": jnp.zeros((3, 4)), "b": jnp.zeros(4), "step": 0, "scale": 0.5}) == 17
    t = {"a": [np.zeros((2, 5), np.float64), jnp.zeros(3, jnp.float16)], "m": jnp.ones(7, bool),
         "i": np.arange(4), "n": None, "f": 1.0, "t": True}
    assert count_params(t) == 10 + 3 + 1
    assert count_params({}) == 0 and count_params({"s": 3}) == 0 and type(count_params(t)) is int
    assert count_params({"e": jnp.zeros((0, 3))}) == 0
    got = count_params({"w": jnp.zeros((3, 4), jnp.bfloat16)})
    assert jnp.issubdtype(jnp.bfloat16, jnp.floating) and got == 0  # the breach: 12 expected
    print("verified")
