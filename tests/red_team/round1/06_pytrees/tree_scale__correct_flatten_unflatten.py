"""Correct: flattens once, scales the floating leaves in a list comprehension with NumPy-style dtype checks, and unflattens with the same treedef.

Violates: nothing.
Verifying input: nested dicts/lists/tuples/None with float32, float16, bfloat16, int, bool, Python float/int/bool and NumPy leaves, empty trees, s traced under jit -> values, dtypes, structure as promised; input untouched.
"""
EXERCISE = "pytrees.tree_scale"
VERDICT = "pass"
KIND = "style"

from typing import Any

import jax
import jax.numpy as jnp


def tree_scale(tree: Any, s: float) -> Any:
    leaves, treedef = jax.tree_util.tree_flatten(tree)
    arrays = [jnp.asarray(leaf) for leaf in leaves]
    out = [a * s if jnp.issubdtype(a.dtype, jnp.floating) else a for a in arrays]
    return jax.tree_util.tree_unflatten(treedef, out)


if __name__ == "__main__":
    import numpy as np

    out = tree_scale({"w": jnp.array([1.0, 2.0]), "step": jnp.array(3, jnp.int32), "b": None}, 10.0)
    assert repr(out) == "{'b': None, 'step': Array(3, dtype=int32), 'w': Array([10., 20.], dtype=float32)}", repr(out)
    t = {"a": [1.5, 2, True, (jnp.ones(2, jnp.float16), None)], "n": np.array([1.0, 2.0]),
         "bf": jnp.ones(3, jnp.bfloat16), "m": jnp.array([True, False]), "i8": jnp.array([5], jnp.int8)}
    before = jax.tree.map(lambda x: np.array(x), t)
    o = tree_scale(t, 2.0)
    assert jax.tree.structure(o) == jax.tree.structure(t)
    assert all(isinstance(x, jax.Array) for x in jax.tree.leaves(o))
    assert float(o["a"][0]) == 3.0 and o["a"][1].dtype == jnp.int32 and int(o["a"][1]) == 2
    assert o["a"][2].dtype == jnp.bool_ and bool(o["a"][2]) and o["a"][3][0].dtype == jnp.float16
    assert o["a"][3][0].tolist() == [2.0, 2.0] and o["a"][3][1] is None
    assert o["n"].tolist() == [2.0, 4.0] and o["bf"].dtype == jnp.bfloat16 and o["bf"].tolist() == [2.0] * 3
    assert o["m"].tolist() == [True, False] and o["i8"].dtype == jnp.int8 and o["i8"].tolist() == [5]
    assert jax.tree.all(jax.tree.map(lambda x, y: np.array_equal(np.array(x), y), t, before))
    assert t["a"][0] == 1.5 and t["a"][1] == 2
    assert tree_scale({}, 3.0) == {} and tree_scale([], 3.0) == [] and tree_scale((), 1.0) == ()
    j = jax.jit(tree_scale)({"w": jnp.ones(2), "k": jnp.int32(4)}, jnp.float32(3.0))
    assert j["w"].tolist() == [3.0, 3.0] and int(j["k"]) == 4
    print("verified")
