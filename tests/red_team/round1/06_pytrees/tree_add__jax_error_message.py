"""Lets jax.tree.map raise on a structure mismatch; it raises ValueError, but its message does not show the two structures as str(jax.tree.structure(...)).

Violates: "raise ``ValueError`` with a message that contains both structures as ``str(jax.tree.structure(...))`` writes them".
Verifying input: tree_add([jnp.array([1.0])], (jnp.array([1.0]),)) -> the docstring requires a message containing "PyTreeDef([*])" and "PyTreeDef((*,))", this raises JAX's own "pytree structure error" message without them.
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
    assert tree_add({}, {}) == {}
    a, b = [jnp.array([1.0])], (jnp.array([1.0]),)
    try:
        tree_add(a, b)
    except ValueError as e:
        msg = str(e)
    else:
        raise AssertionError("no error")
    sa, sb = str(jax.tree.structure(a)), str(jax.tree.structure(b))
    assert not (sa in msg and sb in msg), msg  # contract: both in the message
    print("verified")
