"""Checks only that the two trees have the same number of leaves and rebuilds with a's structure, so a list against a tuple (or differently named keys) is silently accepted.

Violates: "If the structures differ in any way (a missing key, a list where a tuple was, one leaf more), raise ``ValueError``".
Verifying input: tree_add([jnp.array([1.0])], (jnp.array([1.0]),)) -> the docstring requires ValueError, this returns [Array([2.])].
"""
EXERCISE = "pytrees.tree_add"
VERDICT = "fail"
KIND = "values"

from typing import Any

import jax
import jax.numpy as jnp


def tree_add(a: Any, b: Any) -> Any:
    la, ta = jax.tree.flatten(a)
    lb, tb = jax.tree.flatten(b)
    if len(la) != len(lb):
        raise ValueError(f"tree_add needs two trees of the same structure, got {ta} and {tb}")
    return jax.tree.unflatten(ta, [x + y for x, y in zip(la, lb)])


if __name__ == "__main__":
    out = tree_add({"w": jnp.array([1.0, 2.0]), "b": [jnp.array([3.0])]},
                   {"w": jnp.array([10.0, 20.0]), "b": [jnp.array([30.0])]})
    assert out["w"].tolist() == [11.0, 22.0] and out["b"][0].tolist() == [33.0]
    assert tree_add({}, {}) == {}
    try:
        tree_add([jnp.ones(1)], [jnp.ones(1), jnp.ones(1)])
    except ValueError as e:
        assert "PyTreeDef([*])" in str(e) and "PyTreeDef([*, *])" in str(e)
    else:
        raise AssertionError("no error for one leaf more")
    got = tree_add([jnp.array([1.0])], (jnp.array([1.0]),))  # contract: ValueError
    assert isinstance(got, list) and got[0].tolist() == [2.0]
    got = tree_add({"a": jnp.ones(1)}, {"z": jnp.ones(1)})  # contract: ValueError
    assert list(got) == ["a"]
    print("verified")
