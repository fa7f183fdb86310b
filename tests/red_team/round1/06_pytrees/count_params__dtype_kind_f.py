"""Tests floating-point leaves with dtype.kind == "f", which NumPy reports as "V" for bfloat16, so bfloat16 weights count 0.

Violates: "The number of trainable parameters in ``tree``: the elements of its floating-point leaves."
Verifying input: {"w": jnp.zeros((3, 4), jnp.bfloat16), "b": jnp.zeros(4)} -> the docstring requires 16, this returns 4.
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
        if isinstance(leaf, bool):
            continue
        if isinstance(leaf, float):
            total += 1
        elif isinstance(leaf, int):
            continue
        elif np.dtype(leaf.dtype).kind == "f":
            total += int(np.prod(leaf.shape))
    return total


if __name__ == "__main__":
    got = count_params({"w": jnp.zeros((3, 4)), "b": jnp.zeros(4), "step": 0, "scale": 0.5})
    assert got == 17 and type(got) is int
    assert count_params({}) == 0 and count_params({"m": jnp.ones(3, bool), "k": 2, "t": True}) == 0
    assert count_params([np.zeros((2, 5), np.float64), jnp.zeros(3, jnp.float16), None, jnp.zeros((0, 4))]) == 13
    out = count_params({"w": jnp.zeros((3, 4), jnp.bfloat16), "b": jnp.zeros(4)})
    assert out == 4, out  # contract: 16
    print("verified")
