"""Counts every leaf that is not an integer dtype, so boolean masks (and Python bools) are counted as parameters.

Violates: "Integer and boolean leaves (a step counter, a mask) are state, not parameters: they count 0."
Verifying input: count_params({"w": jnp.zeros(2), "mask": jnp.ones(3, bool)}) -> the docstring requires 2; this returns 5.
"""
EXERCISE = "pytrees.count_params"
VERDICT = "fail"
KIND = "values"

from typing import Any

import jax
import jax.numpy as jnp


def count_params(tree: Any) -> int:
    return sum(
        jnp.size(leaf)
        for leaf in jax.tree.leaves(tree)
        if not jnp.issubdtype(jnp.result_type(leaf), jnp.integer)
    )


if __name__ == "__main__":
    assert count_params({"w": jnp.zeros((3, 4)), "b": jnp.zeros(4), "step": 0, "scale": 0.5}) == 17
    out = count_params({"w": jnp.zeros(2), "mask": jnp.ones(3, bool)})
    assert out == 5, out
    print("flaw shown:", out, "expected 2")
