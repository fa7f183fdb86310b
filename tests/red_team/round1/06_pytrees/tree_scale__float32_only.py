"""Decides what to scale with leaf.dtype == float32, so float16 and bfloat16 leaves are left unscaled.

Violates: "Every floating-point leaf of ``tree`` multiplied by ``s``".
Verifying input: {"w": jnp.array([1.0, 2.0], jnp.float16)}, s = 10.0 -> the docstring requires float16 [10, 20], this returns [1, 2].
"""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
KIND = "dtypes"

from typing import Any

import jax
import jax.numpy as jnp


def tree_scale(tree: Any, s: float) -> Any:
    def _ts_f32_leaf(leaf):
        leaf = jnp.asarray(leaf)
        return leaf * s if leaf.dtype == jnp.float32 else leaf

    return jax.tree.map(_ts_f32_leaf, tree)


if __name__ == "__main__":
    out = tree_scale({"w": jnp.array([1.0, 2.0]), "step": jnp.array(3, jnp.int32), "b": None}, 10.0)
    assert out["b"] is None and out["step"].dtype == jnp.int32 and int(out["step"]) == 3
    assert out["w"].tolist() == [10.0, 20.0]
    o2 = tree_scale([1.5, 2, True, (jnp.ones(2),)], 2.0)
    assert o2[0].tolist() == 3.0 and o2[1].dtype == jnp.int32 and o2[2].dtype == jnp.bool_ and o2[3][0].tolist() == [2.0, 2.0]
    assert tree_scale({}, 3.0) == {} and tree_scale([], 3.0) == []
    h = tree_scale({"w": jnp.array([1.0, 2.0], jnp.float16)}, 10.0)["w"]
    assert h.tolist() == [1.0, 2.0], h  # contract: [10, 20]
    print("verified")
