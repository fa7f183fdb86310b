"""Sums the leaf sizes with jnp.sum, so the count comes back as a JAX int32 array, not a Python int.

Violates: "The count depends only on shapes and dtypes, which are always known, so it is a plain Python ``int``, not a JAX array."
Verifying input: {"w": jnp.zeros((3, 4)), "b": jnp.zeros(4), "step": 0, "scale": 0.5} -> the docstring requires the Python int 17, this returns Array(17, dtype=int32) (== 17 holds).
"""
EXERCISE = "pytrees.count_params"
VERDICT = "fail"
KIND = "returns"

from typing import Any

import jax
import jax.numpy as jnp


def count_params(tree: Any) -> int:
    sizes = [jnp.size(leaf) for leaf in jax.tree.leaves(tree)
             if jnp.issubdtype(jnp.result_type(leaf), jnp.floating)]
    return jnp.sum(jnp.array(sizes, dtype=jnp.int32))


if __name__ == "__main__":
    import numpy as np

    got = count_params({"w": jnp.zeros((3, 4)), "b": jnp.zeros(4), "step": 0, "scale": 0.5})
    assert got == 17
    assert count_params({}) == 0 and count_params({"m": jnp.ones(3, bool), "k": 2}) == 0
    assert count_params([np.zeros((2, 5), np.float64), jnp.zeros(3, jnp.bfloat16), None, True]) == 13
    assert not isinstance(got, int) and isinstance(got, jax.Array), type(got)  # contract: Python int
    print("verified")
