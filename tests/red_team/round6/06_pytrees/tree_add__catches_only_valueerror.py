"""Lets jax.tree.map detect mismatches and rewraps its ValueError, but where a leaf of ``a`` faces a subtree of ``b`` tree.map hands the subtree to the add, which raises TypeError instead.

Violates: "If the structures differ in any way ... raise ``ValueError`` with a message that contains both structures"
Verifying input: tree_add([jnp.array([1.0])], [[jnp.array([1.0])]]) -> requires ValueError naming PyTreeDef([*]) and PyTreeDef([[*]]), this raises TypeError ("add requires ndarray or scalar arguments").
"""
EXERCISE = "pytrees.tree_add"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp


def tree_add(a, b):
    try:
        return jax.tree.map(jnp.add, a, b)
    except ValueError as error:
        raise ValueError(
            f"tree_add needs two trees of the same structure, got {jax.tree.structure(a)} and {jax.tree.structure(b)}"
        ) from error


if __name__ == "__main__":
    out = tree_add({"w": jnp.array([1.0, 2.0]), "b": [jnp.array([3.0])]}, {"w": jnp.array([10.0, 20.0]), "b": [jnp.array([30.0])]})
    assert out["w"].tolist() == [11.0, 22.0]
    try:
        tree_add([jnp.array([1.0])], (jnp.array([1.0]),))
    except ValueError as error:
        assert "PyTreeDef([*])" in str(error) and "PyTreeDef((*,))" in str(error)
    a, b = [jnp.array([1.0])], [[jnp.array([1.0])]]
    assert jax.tree.structure(a) != jax.tree.structure(b)
    try:
        tree_add(a, b)
    except ValueError:
        raise AssertionError("this flaw should not raise ValueError here")
    except TypeError as error:
        print("mismatched structures raised TypeError:", str(error)[:60])
    print("verified")
