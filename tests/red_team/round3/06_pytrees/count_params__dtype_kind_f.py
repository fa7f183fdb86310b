"""The student tests for floats with ``np.asarray(leaf).dtype.kind == "f"``, but NumPy reports bfloat16 (and the float8 types) as kind ``"V"``, so bfloat16 parameters count 0.

Violates: "The number of trainable parameters in ``tree``: the elements of its floating-point leaves" for "tree: a pytree whose leaves are arrays (JAX or NumPy) ...".
Verifying input: {"w": jnp.zeros((3, 4), jnp.bfloat16), "b": jnp.zeros(4)} -> requires 16, this returns 4.
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
        arr = np.asarray(leaf)
        if arr.dtype.kind == "f":
            total += int(arr.size)
    return total


if __name__ == "__main__":
    n = count_params({"w": jnp.zeros((3, 4)), "b": jnp.zeros(4), "step": 0, "scale": 0.5})
    assert n == 17 and type(n) is int
    assert count_params({}) == 0 and type(count_params({})) is int
    assert count_params({"step": jnp.int32(3), "mask": jnp.ones(5, bool), "on": True}) == 0
    assert count_params([np.zeros((2, 3), np.float64), None, (jnp.zeros(0), jnp.zeros((2, 2), jnp.float16))]) == 10
    # the violation: bfloat16 leaves are not counted
    n = count_params({"w": jnp.zeros((3, 4), jnp.bfloat16), "b": jnp.zeros(4)})
    assert n == 4, n
    print("verified")
