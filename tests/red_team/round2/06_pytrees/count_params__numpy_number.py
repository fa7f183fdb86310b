"""Counts with np.prod(shape): the total is a NumPy number (np.int64, or np.float64 once a scalar leaf adds np.prod(()) == 1.0), not a Python int.

Violates: "The number of elements in floating-point leaves, as a Python int".
Verifying input: the docstring's example tree -> the docstring requires the int 17, this returns np.float64(17.0) (== 17, but not an int).
"""
EXERCISE = "pytrees.count_params"
VERDICT = "fail"
KIND = "returns"

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def count_params(tree: Any) -> int:
    total = 0
    for leaf in jax.tree.leaves(tree):
        if jnp.issubdtype(jnp.result_type(leaf), jnp.floating):
            total += np.prod(np.shape(leaf))
    return total


if __name__ == "__main__":
    ex = {"w": jnp.zeros((3, 4)), "b": jnp.zeros(4), "step": 0, "scale": 0.5}
    n = count_params(ex)
    assert n == 17
    assert count_params({}) == 0 and count_params({"s": 3, "m": True, "i": jnp.zeros(3, jnp.int32)}) == 0
    assert count_params([np.zeros((2, 5), np.float64), None, jnp.zeros((0, 3)), jnp.zeros(2, jnp.float16)]) == 12
    print(type(n), type(count_params({"w": jnp.zeros((2, 2))})))
    assert not isinstance(n, int)
    assert not isinstance(count_params({"w": jnp.zeros((2, 2))}), int)
    print("verified")
