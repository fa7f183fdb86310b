"""The student reasons that ``jax.tree.map`` already refuses two trees of different
structures with a ``ValueError``, so no check of their own is needed: the function is just
``jax.tree.map(jnp.add, a, b)``. The sums are right and mismatched trees do raise
``ValueError``, but JAX's message describes the first differing key path ("different types at
key path ... list ... tuple"), not the two structures; the docstring promises a message that
contains both as ``str(jax.tree.structure(...))`` writes them. (``tree.map`` also treats the
first tree as a prefix, so some mismatches reach ``jnp.add`` and raise ``TypeError``.)

Violates: "raise ``ValueError`` with a message that contains both structures as ``str(jax.tree.structure(...))`` writes them"
Verifying input: tree_add([jnp.array([1.0])], (jnp.array([1.0]),)) must raise ValueError whose message contains "PyTreeDef([*])" and "PyTreeDef((*,))"; this raises a ValueError whose message contains neither.
"""
EXERCISE = "pytrees.tree_add"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp
import numpy as np


def tree_add(a, b):
    return jax.tree.map(jnp.add, a, b)


if __name__ == "__main__":
    out = tree_add({"w": jnp.array([1.0, 2.0]), "b": [jnp.array([3.0])]},
                   {"w": jnp.array([10.0, 20.0]), "b": [jnp.array([30.0])]})
    assert out["w"].tolist() == [11.0, 22.0] and out["b"][0].tolist() == [33.0]
    a, b = [jnp.array([1.0])], (jnp.array([1.0]),)
    try:
        tree_add(a, b)
        raise AssertionError("no error")
    except ValueError as e:
        msg = str(e)
    print("message:", msg.splitlines()[0], "...")
    assert str(jax.tree.structure(a)) not in msg and str(jax.tree.structure(b)) not in msg
    print("flaw shown")
