"""Maps only over the leaves and leaves Python numbers as Python numbers, so a Python int comes back an int and a Python float a float, not JAX arrays.

Violates: "whose leaves are all JAX arrays: float leaves times ``s``, integer and boolean leaves as they were (a Python int becomes an int32 array)."
Verifying input: {"step": 3, "lr": 0.5}, s = 2.0 -> the docstring requires int32 Array(3) and Array(1.0), this returns the Python int 3 and the Python float 1.0.
"""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
KIND = "returns"

from typing import Any

import jax
import jax.numpy as jnp


def tree_scale(tree: Any, s: float) -> Any:
    def _ts_py_leaf(leaf):
        if isinstance(leaf, bool):
            return leaf
        if isinstance(leaf, float):
            return leaf * s
        if hasattr(leaf, "dtype") and jnp.issubdtype(leaf.dtype, jnp.floating):
            return leaf * s
        return leaf

    return jax.tree.map(_ts_py_leaf, tree)


if __name__ == "__main__":
    out = tree_scale({"w": jnp.array([1.0, 2.0]), "step": jnp.array(3, jnp.int32), "b": None}, 10.0)
    assert out["b"] is None and out["step"].dtype == jnp.int32 and out["w"].tolist() == [10.0, 20.0]
    assert tree_scale({"h": jnp.ones(2, jnp.bfloat16)}, 3.0)["h"].tolist() == [3.0, 3.0]
    assert tree_scale(({"m": jnp.array([True])},), 5.0)[0]["m"].dtype == jnp.bool_
    o = tree_scale({"step": 3, "lr": 0.5}, 2.0)
    assert o["step"] == 3 and o["lr"] == 1.0
    assert type(o["step"]) is int and type(o["lr"]) is float, o  # contract: JAX arrays
    print("verified")
