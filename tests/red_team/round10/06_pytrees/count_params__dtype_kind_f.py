"""Tests ``dtype.kind == "f"`` to find float leaves; bfloat16's NumPy kind is "V", so bfloat16 parameters count 0.

Violates: "The number of elements in floating-point leaves, as a Python int"
Verifying input: count_params({"w": jnp.zeros((2, 3), jnp.bfloat16)}) -> the docstring requires 6; this returns 0.
"""
EXERCISE = "pytrees.count_params"
VERDICT = "fail"
KIND = "dtypes"

from typing import Any

import jax
import numpy as np


def count_params(tree: Any) -> int:
    total = 0
    for leaf in jax.tree.leaves(tree):
        if isinstance(leaf, float) or np.asarray(leaf).dtype.kind == "f":
            total += int(np.size(leaf))
    return total


if __name__ == "__main__":
    import jax.numpy as jnp
    assert count_params({"w": jnp.zeros((3, 4)), "b": jnp.zeros(4), "step": 0, "scale": 0.5}) == 17
    out = count_params({"w": jnp.zeros((2, 3), jnp.bfloat16)})
    assert out == 0, out
    print("flaw shown:", out, "expected 6")
