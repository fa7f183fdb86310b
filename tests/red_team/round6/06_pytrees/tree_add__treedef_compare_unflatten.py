"""Correct: compares the two treedefs up front (treedef equality is exact structure equality, None nodes and container types included) and rebuilds the sums with treedef.unflatten.

Verifying input: checked against leafwise NumPy sums on nested dict/list/tuple/None trees (inf/nan leaves), on {}+{} and []+[], under jax.jit; and that every mismatch (missing key, extra key, list vs tuple, one leaf more, leaf vs subtree, None vs leaf) raises ValueError whose message contains both str(jax.tree.structure(...)).
"""
EXERCISE = "pytrees.tree_add"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def tree_add(a, b):
    leaves_a, def_a = jax.tree.flatten(a)
    leaves_b, def_b = jax.tree.flatten(b)
    if def_a != def_b:
        raise ValueError(f"tree_add needs two trees of the same structure, got {def_a} and {def_b}")
    return def_a.unflatten([x + y for x, y in zip(leaves_a, leaves_b)])


if __name__ == "__main__":
    import numpy as np

    a = {"w": jnp.array([1.0, np.inf]), "b": [jnp.array([3.0]), None, (jnp.array(np.nan),)], "e": {}}
    b = {"w": jnp.array([10.0, -np.inf]), "b": [jnp.array([30.0]), None, (jnp.array(1.0),)], "e": {}}
    for fn in (tree_add, jax.jit(tree_add)):
        out = fn(a, b)
        assert jax.tree.structure(out) == jax.tree.structure(a)
        for x, y, z in zip(jax.tree.leaves(a), jax.tree.leaves(b), jax.tree.leaves(out)):
            np.testing.assert_array_equal(np.asarray(z), np.asarray(x) + np.asarray(y))
    assert tree_add({}, {}) == {} and tree_add([], []) == []
    x = jnp.array([1.0])
    bad = [
        ({"w": x}, {"w": x, "b": x}), ({"w": x, "b": x}, {"w": x}), ({"w": x}, {"v": x}),
        ([x], (x,)), ([x], [x, x]), ([x], [[x]]), ([[x]], [x]), ({"a": x, "b": None}, {"a": x, "b": x}), ({}, []),
    ]
    for p, q in bad:
        try:
            tree_add(p, q)
        except ValueError as error:
            assert str(jax.tree.structure(p)) in str(error) and str(jax.tree.structure(q)) in str(error)
        else:
            raise AssertionError((p, q))
    try:
        tree_add([jnp.array([1.0])], (jnp.array([1.0]),))
    except ValueError as error:
        assert str(error) == "tree_add needs two trees of the same structure, got PyTreeDef([*]) and PyTreeDef((*,))"
    print("verified")
