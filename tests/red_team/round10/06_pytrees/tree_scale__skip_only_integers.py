"""Skips only integer leaves (jnp.integer) and scales everything else, so boolean masks get multiplied into float32.

Violates: "integer and boolean leaves as they were, dtype included"
Verifying input: tree_scale({"mask": jnp.array([True, False])}, 10.0) -> the docstring requires bool [True, False]; this returns float32 [10.0, 0.0].
"""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
KIND = "values"

from typing import Any

import jax
import jax.numpy as jnp


def tree_scale(tree: Any, s: float) -> Any:
    def scale(leaf):
        leaf = jnp.asarray(leaf)
        if jnp.issubdtype(leaf.dtype, jnp.integer):
            return leaf
        return leaf * s  # the parameters

    return jax.tree.map(scale, tree)


if __name__ == "__main__":
    out = tree_scale({"w": jnp.array([1.0, 2.0]), "step": jnp.array(3, jnp.int32), "b": None}, 10.0)
    assert repr(out) == "{'b': None, 'step': Array(3, dtype=int32), 'w': Array([10., 20.], dtype=float32)}", repr(out)
    r = tree_scale({"mask": jnp.array([True, False])}, 10.0)
    assert r["mask"].dtype == jnp.float32 and r["mask"].tolist() == [10.0, 0.0], r
    print("flaw shown:", r["mask"], "expected bool [True, False]")
