"""The student scales only leaves that have a floating dtype and returns every other leaf untouched, so Python ints and bools stay Python objects.

Violates: "A new pytree of the same structure whose leaves are all JAX arrays: ... (a Python int becomes an int32 array)"
Verifying input: {"w": jnp.array([1.0]), "step": 3, "flag": True}, s=2.0 -> requires step = Array(3, int32) and flag a bool JAX array, this returns the Python int 3 and Python bool True.
"""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
KIND = "returns"

from typing import Any

import jax
import jax.numpy as jnp


def tree_scale(tree: Any, s: float) -> Any:
    def scale(leaf):
        if isinstance(leaf, float):
            return jnp.asarray(leaf) * s
        if hasattr(leaf, "dtype") and jnp.issubdtype(leaf.dtype, jnp.floating):
            return jnp.asarray(leaf) * s
        return leaf  # ints, bools: not parameters, leave them alone

    return jax.tree.map(scale, tree)


if __name__ == "__main__":
    t = {"w": jnp.array([1.0, 2.0]), "step": jnp.array(3, jnp.int32), "b": None}
    out = tree_scale(t, 10.0)
    assert out["w"].tolist() == [10.0, 20.0] and out["step"].dtype == jnp.int32 and out["b"] is None
    out = jax.jit(tree_scale)({"a": [jnp.ones(2), (jnp.array([True]), jnp.zeros((1, 2), jnp.float16))]}, 3.0)
    assert out["a"][0].tolist() == [3.0, 3.0] and out["a"][1][0].dtype == jnp.bool_ and out["a"][1][1].dtype == jnp.float16
    assert tree_scale({}, 2.0) == {} and tree_scale([], 2.0) == []
    assert float(tree_scale({"x": 1.5}, 2.0)["x"]) == 3.0
    assert jnp.isnan(tree_scale({"x": jnp.array(jnp.inf)}, 0.0)["x"])
    t = {"w": jnp.array([1.0]), "step": 3, "flag": True}
    out = tree_scale(t, 2.0)
    assert type(out["step"]) is int and type(out["flag"]) is bool  # the breach: not JAX arrays
    print("verified")
