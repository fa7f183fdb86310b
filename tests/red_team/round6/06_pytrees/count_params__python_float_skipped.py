"""Counts only leaves that have a dtype attribute, so a Python float leaf (a learning rate, a scale) is not counted at all.

Violates: "a Python float 1"
Verifying input: count_params({"w": jnp.zeros((3, 4)), "b": jnp.zeros(4), "step": 0, "scale": 0.5}) -> requires 17, this returns 16.
"""
EXERCISE = "pytrees.count_params"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def count_params(tree):
    return sum(
        int(leaf.size)
        for leaf in jax.tree.leaves(tree)
        if hasattr(leaf, "dtype") and jnp.issubdtype(leaf.dtype, jnp.floating)
    )


if __name__ == "__main__":
    import numpy as np

    assert count_params({"w": jnp.zeros((3, 4), jnp.bfloat16), "n": np.zeros(3), "m": jnp.ones(2, bool), "i": 4}) == 15
    got = count_params({"w": jnp.zeros((3, 4)), "b": jnp.zeros(4), "step": 0, "scale": 0.5})
    print("required 17, got", got)
    assert got == 16
    print("verified")
