"""Checks only that the two trees have the same number of leaves, then zips the leaf lists and rebuilds with a's structure, so a list against a tuple (or renamed keys) is silently added.

Violates: "If the structures differ in any way (a missing key, a list where a tuple was, one leaf more), raise ``ValueError``"
Verifying input: tree_add([jnp.array([1.0])], (jnp.array([1.0]),)) -> requires ValueError, this returns [Array([2.])].
"""
EXERCISE = "pytrees.tree_add"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def tree_add(a, b):
    leaves_a, tree_a = jax.tree.flatten(a)
    leaves_b, tree_b = jax.tree.flatten(b)
    if len(leaves_a) != len(leaves_b):
        raise ValueError(f"tree_add needs two trees of the same structure, got {tree_a} and {tree_b}")
    return jax.tree.unflatten(tree_a, [x + y for x, y in zip(leaves_a, leaves_b)])


if __name__ == "__main__":
    out = tree_add({"w": jnp.array([1.0, 2.0]), "b": [jnp.array([3.0])]}, {"w": jnp.array([10.0, 20.0]), "b": [jnp.array([30.0])]})
    assert out["w"].tolist() == [11.0, 22.0] and out["b"][0].tolist() == [33.0]
    try:
        tree_add({"w": jnp.ones(1)}, {"w": jnp.ones(1), "b": jnp.ones(1)})
    except ValueError:
        pass
    else:
        raise AssertionError("one leaf more should raise")
    for a, b in (([jnp.array([1.0])], (jnp.array([1.0]),)), ({"w": jnp.ones(1)}, {"v": jnp.ones(1)})):
        got = tree_add(a, b)   # required: ValueError
        print("no error, returned", got)
    print("verified")
