"""Lets jax.tree.map find mismatches and re-raises its ValueError; a leaf facing a whole subtree is not a ValueError there, so a TypeError escapes.

Violates: "If the structures differ in any way ... raise ``ValueError`` with a message that contains both structures".
Verifying input: a = {"w": ones(2)}, b = {"w": {"k": ones(2)}} -> the docstring requires ValueError naming both structures, this raises TypeError.
"""
EXERCISE = "pytrees.tree_add"
VERDICT = "fail"
KIND = "returns"

from typing import Any

import jax
import jax.numpy as jnp


def tree_add(a: Any, b: Any) -> Any:
    try:
        return jax.tree.map(lambda u, v: u + v, a, b)
    except ValueError:
        raise ValueError(
            "tree_add needs two trees of the same structure, got "
            f"{jax.tree.structure(a)} and {jax.tree.structure(b)}"
        ) from None


if __name__ == "__main__":
    r = tree_add({"w": jnp.array([1.0, 2.0]), "b": [jnp.array([3.0])]},
                 {"w": jnp.array([10.0, 20.0]), "b": [jnp.array([30.0])]})
    assert r["w"].tolist() == [11.0, 22.0] and r["b"][0].tolist() == [33.0]
    assert tree_add({}, {}) == {} and tree_add([], []) == []
    for a, b in (([jnp.ones(1)], (jnp.ones(1),)),
                 ({"a": jnp.ones(1)}, {"b": jnp.ones(1)}),
                 ([jnp.ones(1)], [jnp.ones(1), jnp.ones(1)]),
                 ({"a": jnp.ones(1), "b": jnp.ones(1)}, {"a": jnp.ones(1)})):
        try:
            tree_add(a, b)
            raise AssertionError("no error")
        except ValueError as e:
            assert str(jax.tree.structure(a)) in str(e) and str(jax.tree.structure(b)) in str(e)
    try:
        tree_add({"w": jnp.ones(2)}, {"w": {"k": jnp.ones(2)}})
        kind = None
    except ValueError:
        kind = "ValueError"
    except Exception as e:
        kind = type(e).__name__
    print(kind)
    assert kind not in (None, "ValueError")
    print("verified")
