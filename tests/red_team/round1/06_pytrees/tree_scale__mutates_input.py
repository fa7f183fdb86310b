"""Walks the tree by hand and writes the scaled leaves back into the caller's dicts and lists, so the input tree is modified.

Violates: "the input is not modified."
Verifying input: t = {"w": jnp.array([1.0, 2.0]), "layers": [jnp.array([3.0])]}; tree_scale(t, 10.0) -> the docstring requires t["w"] to stay [1, 2], this leaves t["w"] == [10, 20].
"""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
KIND = "purity"

from typing import Any

import jax
import jax.numpy as jnp


def _ts_mut_leaf(leaf, s):
    leaf = jnp.asarray(leaf)
    return leaf * s if jnp.issubdtype(leaf.dtype, jnp.floating) else leaf


def _ts_mut_walk(node, s):
    if node is None:
        return None
    if isinstance(node, dict):
        for k in node:
            node[k] = _ts_mut_walk(node[k], s)
        return node
    if isinstance(node, list):
        for i in range(len(node)):
            node[i] = _ts_mut_walk(node[i], s)
        return node
    if isinstance(node, tuple):
        return type(node)(*[_ts_mut_walk(c, s) for c in node]) if hasattr(node, "_fields") else tuple(_ts_mut_walk(c, s) for c in node)
    return _ts_mut_leaf(node, s)


def tree_scale(tree: Any, s: float) -> Any:
    return _ts_mut_walk(tree, s)


if __name__ == "__main__":
    out = tree_scale({"w": jnp.array([1.0, 2.0]), "step": jnp.array(3, jnp.int32), "b": None}, 10.0)
    assert out["b"] is None and out["step"].dtype == jnp.int32 and out["w"].tolist() == [10.0, 20.0]
    o2 = tree_scale([1.5, 2, True, (jnp.ones(2, jnp.float16),)], 2.0)
    assert o2[0].tolist() == 3.0 and o2[1].dtype == jnp.int32 and o2[2].dtype == jnp.bool_ and o2[3][0].dtype == jnp.float16
    assert jax.tree.structure(o2) == jax.tree.structure([1.5, 2, True, (jnp.ones(2),)])
    assert tree_scale({}, 3.0) == {} and tree_scale([], 3.0) == []
    t = {"w": jnp.array([1.0, 2.0]), "layers": [jnp.array([3.0])]}
    tree_scale(t, 10.0)
    assert t["w"].tolist() == [10.0, 20.0] and t["layers"][0].tolist() == [30.0], t  # contract: unchanged
    print("verified")
