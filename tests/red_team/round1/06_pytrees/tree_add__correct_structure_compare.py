"""Correct: compares the two treedefs with ==, raises the exact message, and adds the zipped leaves with jnp.add before unflattening with the shared treedef.

Violates: nothing.
Verifying input: equal nested trees, empty trees, None nodes, and mismatches (list vs tuple, missing key, one leaf more, None vs leaf) -> sums as NumPy, ValueError whose message holds both str(structure)s.
"""
EXERCISE = "pytrees.tree_add"
VERDICT = "pass"
KIND = "style"

from typing import Any

import jax
import jax.numpy as jnp
from jax import tree_util


def tree_add(a: Any, b: Any) -> Any:
    sa, sb = tree_util.tree_structure(a), tree_util.tree_structure(b)
    if sa != sb:
        raise ValueError(f"tree_add needs two trees of the same structure, got {sa} and {sb}")
    return tree_util.tree_unflatten(sa, [jnp.add(x, y) for x, y in zip(tree_util.tree_leaves(a), tree_util.tree_leaves(b))])


if __name__ == "__main__":
    import numpy as np

    out = tree_add({"w": jnp.array([1.0, 2.0]), "b": [jnp.array([3.0])]},
                   {"w": jnp.array([10.0, 20.0]), "b": [jnp.array([30.0])]})
    assert repr(out) == "{'b': [Array([33.], dtype=float32)], 'w': Array([11., 22.], dtype=float32)}"
    assert tree_add({}, {}) == {} and tree_add([], []) == [] and tree_add((), ()) == ()
    t1 = {"x": (jnp.arange(3), None), "y": [jnp.ones((2, 2)), jnp.float32(2.0)]}
    t2 = {"x": (jnp.arange(3) * 2, None), "y": [jnp.ones((2, 2)) * 3, jnp.float32(-1.0)]}
    r = tree_add(t1, t2)
    assert r["x"][1] is None and r["x"][0].tolist() == [0, 3, 6] and r["y"][0].tolist() == [[4.0, 4.0]] * 2
    assert float(r["y"][1]) == 1.0
    bad = [([jnp.ones(1)], (jnp.ones(1),)), ({"a": jnp.ones(1)}, {"a": jnp.ones(1), "b": jnp.ones(1)}),
           ([jnp.ones(1)], [jnp.ones(1), jnp.ones(1)]), ({"a": None}, {"a": jnp.ones(1)}),
           ({"a": jnp.ones(1)}, {"z": jnp.ones(1)})]
    for x, y in bad:
        try:
            tree_add(x, y)
        except ValueError as e:
            assert str(jax.tree.structure(x)) in str(e) and str(jax.tree.structure(y)) in str(e)
        else:
            raise AssertionError((x, y))
    try:
        tree_add([jnp.array([1.0])], (jnp.array([1.0]),))
    except ValueError as e:
        assert str(e) == "tree_add needs two trees of the same structure, got PyTreeDef([*]) and PyTreeDef((*,))", str(e)
    print("verified")
