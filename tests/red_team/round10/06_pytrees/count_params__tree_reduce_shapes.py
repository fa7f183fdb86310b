"""Correct: a tree_reduce that reads only each leaf's dtype and shape (NumPy's result_type for Python numbers), never its values.

Verifying input: checked the Example, bfloat16/float16/float64-NumPy/NumPy-scalar float leaves counted, bool/int8/uint64 extreme
and Python int/bool leaves counted 0, None ignored, empty tree -> 0, Python int result type, and a Python int 2**70 leaf.
"""
EXERCISE = "pytrees.count_params"
VERDICT = "pass"
KIND = "style"

import math
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def _n_params(leaf) -> int:
    if isinstance(leaf, bool):
        return 0
    if isinstance(leaf, (int, float, complex)) and not hasattr(leaf, "dtype"):
        return 1 if isinstance(leaf, float) else 0
    dtype = leaf.dtype
    return math.prod(np.shape(leaf)) if jnp.issubdtype(dtype, jnp.floating) else 0


def count_params(tree: Any) -> int:
    return int(jax.tree_util.tree_reduce(lambda acc, leaf: acc + _n_params(leaf), tree, 0))


if __name__ == "__main__":
    assert count_params({"w": jnp.zeros((3, 4)), "b": jnp.zeros(4), "step": 0, "scale": 0.5}) == 17
    t = {"bf": jnp.zeros((2, 3), jnp.bfloat16), "h": jnp.zeros(2, jnp.float16), "np": np.zeros((2, 2)),
         "s": np.float32(1), "mask": jnp.ones(3, bool), "i8": jnp.array([-128, 127], jnp.int8),
         "u64": np.array([2**64 - 1], np.uint64), "n": None, "pi": 7, "pb": True, "big": 2**70, "f": float("nan")}
    r = count_params(t)
    assert r == 6 + 2 + 4 + 1 + 1 and type(r) is int, r
    assert count_params({}) == 0 and type(count_params([])) is int
    print("ok")
