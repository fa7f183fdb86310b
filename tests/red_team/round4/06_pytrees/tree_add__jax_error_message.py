"""The student lets jax.tree.map raise on a mismatch: it is a ValueError, but its message does not show the two structures as PyTreeDef strings.

Violates: "raise ``ValueError`` with a message that contains both structures as ``str(jax.tree.structure(...))`` writes them"
Verifying input: a=[jnp.array([1.0])], b=(jnp.array([1.0]),) -> requires a ValueError whose message contains "PyTreeDef([*])" and "PyTreeDef((*,))", this raises JAX's "pytree structure error" text without them.
"""
EXERCISE = "pytrees.tree_add"
VERDICT = "fail"
KIND = "returns"

from typing import Any

import jax
import jax.numpy as jnp


def tree_add(a: Any, b: Any) -> Any:
    # jax.tree.map already raises ValueError when the structures differ
    return jax.tree.map(lambda x, y: x + y, a, b)


if __name__ == "__main__":
    out = tree_add({"w": jnp.array([1.0, 2.0]), "b": [jnp.array([3.0])]},
                   {"w": jnp.array([10.0, 20.0]), "b": [jnp.array([30.0])]})
    assert out["w"].tolist() == [11.0, 22.0] and out["b"][0].tolist() == [33.0]
    assert jax.jit(tree_add)((jnp.ones(2), {"k": jnp.ones(1)}), (jnp.ones(2), {"k": jnp.ones(1)}))[1]["k"].tolist() == [2.0]
    assert tree_add({}, {}) == {}
    for a, b in (([jnp.ones(1)], (jnp.ones(1),)), ({"a": jnp.ones(1)}, {"b": jnp.ones(1)}),
                 ([jnp.ones(1)], [jnp.ones(1), jnp.ones(1)])):
        try:
            tree_add(a, b)
        except ValueError:
            pass
        else:
            raise AssertionError("no ValueError")
    try:
        tree_add([jnp.array([1.0])], (jnp.array([1.0]),))
    except ValueError as e:
        msg = str(e)
    assert "PyTreeDef([*])" not in msg and "PyTreeDef((*,))" not in msg, msg  # the breach
    print("verified")
