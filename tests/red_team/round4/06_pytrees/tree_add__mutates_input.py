"""The student walks dicts and lists by hand and writes the sums back into ``a``, so the caller's first tree is modified.

Violates: "Returns: A new pytree of the same structure with ``leaf_a + leaf_b`` at every leaf"
Verifying input: a={"w": jnp.array([1.0])}, b={"w": jnp.array([2.0])} -> requires a new tree and a unchanged, this returns a itself with a["w"] now [3.0].
"""
EXERCISE = "pytrees.tree_add"
VERDICT = "fail"
KIND = "purity"

from typing import Any

import jax
import jax.numpy as jnp


def tree_add(a: Any, b: Any) -> Any:
    sa, sb = jax.tree.structure(a), jax.tree.structure(b)
    if sa != sb:
        raise ValueError(f"tree_add needs two trees of the same structure, got {sa} and {sb}")

    def add(x, y):
        if isinstance(x, dict):
            for k in x:
                x[k] = add(x[k], y[k])
            return x
        if isinstance(x, list):
            for i in range(len(x)):
                x[i] = add(x[i], y[i])
            return x
        if isinstance(x, tuple):
            return type(x)(*[add(u, v) for u, v in zip(x, y)]) if hasattr(x, "_fields") else tuple(add(u, v) for u, v in zip(x, y))
        if x is None:
            return None
        return x + y

    return add(a, b)


if __name__ == "__main__":
    out = tree_add({"w": jnp.array([1.0, 2.0]), "b": [jnp.array([3.0])]},
                   {"w": jnp.array([10.0, 20.0]), "b": [jnp.array([30.0])]})
    assert out["w"].tolist() == [11.0, 22.0] and out["b"][0].tolist() == [33.0]
    assert jax.jit(tree_add)((jnp.ones(2), {"k": jnp.ones(1)}), (jnp.ones(2), {"k": jnp.ones(1)}))[1]["k"].tolist() == [2.0]
    assert tree_add({}, {}) == {} and tree_add({"n": None}, {"n": None}) == {"n": None}
    try:
        tree_add([jnp.array([1.0])], (jnp.array([1.0]),))
    except ValueError as e:
        assert "PyTreeDef([*])" in str(e) and "PyTreeDef((*,))" in str(e)
    a = {"w": jnp.array([1.0])}
    out = tree_add(a, {"w": jnp.array([2.0])})
    assert out is a and a["w"].tolist() == [3.0]  # the breach: the input was modified
    print("verified")
