"""The student counts every leaf whose dtype is not an integer type, but bool is not a subtype of ``jnp.integer``, so boolean masks (and Python bools) are counted as parameters.

Violates: "Integer and boolean leaves (a step counter, a mask) are state, not parameters: they count 0."
Verifying input: count_params({"w": jnp.zeros(3), "mask": jnp.ones(5, bool)}) must be 3; this returns 8.
"""
EXERCISE = "pytrees.count_params"
VERDICT = "fail"
KIND = "admitted"

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def count_params(tree: Any) -> int:
    total = 0
    for leaf in jax.tree.leaves(tree):
        if not jnp.issubdtype(jnp.result_type(leaf), jnp.integer):
            total += int(np.size(leaf))
    return total


if __name__ == "__main__":
    assert count_params({"w": jnp.zeros((3, 4)), "b": jnp.zeros(4), "step": 0, "scale": 0.5}) == 17
    assert count_params({}) == 0 and type(count_params([jnp.ones(2)])) is int
    got = count_params({"w": jnp.zeros(3), "mask": jnp.ones(5, bool)})
    print("expected 3 got", got)
    assert got == 8
    print("flaw shown")
