"""Correct: flattens the tree, scales float leaves in float32 (or wider) and casts back to each leaf's own dtype, then unflattens.

Verifying input: checked the Example, float16/bfloat16 leaves with Python and float32 s (jit too), bool and int8/uint32
extreme leaves unchanged, Python int -> int32 array and Python float -> float32 array, inf/nan leaves, nested
lists/tuples/None, empty {} and [] returned as is, and the input tree left unmodified.
"""
EXERCISE = "pytrees.tree_scale"
VERDICT = "pass"
KIND = "style"

from typing import Any

import jax
import jax.numpy as jnp
from jax import lax


def _scale_leaf(leaf, s):
    arr = jnp.asarray(leaf)
    if not jnp.issubdtype(arr.dtype, jnp.floating):
        return arr
    work = jnp.promote_types(arr.dtype, jnp.float32)
    prod = lax.mul(arr.astype(work), jnp.asarray(s).astype(work))
    return prod.astype(arr.dtype)


def tree_scale(tree: Any, s: float) -> Any:
    leaves, treedef = jax.tree_util.tree_flatten(tree)
    return jax.tree_util.tree_unflatten(treedef, [_scale_leaf(leaf, s) for leaf in leaves])


if __name__ == "__main__":
    import math
    out = tree_scale({"w": jnp.array([1.0, 2.0]), "step": jnp.array(3, jnp.int32), "b": None}, 10.0)
    assert repr(out) == "{'b': None, 'step': Array(3, dtype=int32), 'w': Array([10., 20.], dtype=float32)}", repr(out)
    for dt in (jnp.float16, jnp.bfloat16):
        for s in (2.0, jnp.float32(2.0)):
            assert tree_scale({"h": jnp.array([1.5], dt)}, s)["h"].dtype == dt
        assert jax.jit(tree_scale)({"h": jnp.array([1.5], dt)}, jnp.float32(2.0))["h"].dtype == dt
    r = tree_scale([jnp.array([True]), jnp.array([-128], jnp.int8), jnp.array([2**32 - 1], jnp.uint32), 3, 1.5, True], 2.0)
    assert r[0].dtype == jnp.bool_ and r[1].tolist() == [-128] and int(r[2][0]) == 2**32 - 1
    assert r[3].dtype == jnp.int32 and int(r[3]) == 3 and r[4].dtype == jnp.float32 and float(r[4]) == 3.0
    assert r[5].dtype == jnp.bool_
    r = tree_scale((jnp.array([jnp.inf, jnp.nan]), None), -1.0)
    assert r[0][0] == -jnp.inf and math.isnan(r[0][1]) and r[1] is None
    assert tree_scale({}, 2.0) == {} and tree_scale([], 2.0) == []
    inp = {"a": [jnp.ones(2)]}; tree_scale(inp, 3.0); assert inp["a"][0].tolist() == [1.0, 1.0]
    print("ok")
