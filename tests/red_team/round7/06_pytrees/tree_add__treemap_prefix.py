"""The student relies on ``jax.tree.map`` to detect a mismatch and rewraps its ValueError, but tree.map accepts ``b`` with more structure under a leaf of ``a`` and then fails with a TypeError.

Violates: "If the structures differ in any way (a missing key, a list where a tuple was, one leaf more), raise ``ValueError``"
Verifying input: tree_add({"w": x}, {"w": [x]}) must raise ValueError naming both structures; this raises TypeError.
"""
EXERCISE = "pytrees.tree_add"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def tree_add(a, b):
    try:
        return jax.tree.map(lambda u, v: u + v, a, b)
    except ValueError:
        raise ValueError(
            f"tree_add needs two trees of the same structure, got {jax.tree.structure(a)} and {jax.tree.structure(b)}"
        ) from None


if __name__ == "__main__":
    x = jnp.array([1.0])
    try:
        tree_add({"w": x}, {"w": [x]})
        kind = None
    except ValueError:
        kind = "ValueError"
    except Exception as e:
        kind = type(e).__name__
    assert kind != "ValueError", kind
    a = {"w": jnp.array([1.0, 2.0]), "b": [jnp.array([3.0])]}
    b = {"w": jnp.array([10.0, 20.0]), "b": [jnp.array([30.0])]}
    out = tree_add(a, b)
    assert out["w"].tolist() == [11.0, 22.0] and out["b"][0].tolist() == [33.0]
    for bad_a, bad_b in (([x], (x,)), ({"a": x}, {"b": x}), ([x], [x, x])):
        try:
            tree_add(bad_a, bad_b)
            assert False
        except ValueError as e:
            assert str(jax.tree.structure(bad_a)) in str(e) and str(jax.tree.structure(bad_b)) in str(e)
    assert tree_add({}, {}) == {}
    print("verified")
