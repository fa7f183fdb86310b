"""Decides "is a float leaf" with dtype.kind == "f": bfloat16 has kind "V", so bfloat16 leaves are not scaled.

Violates: "Every floating-point leaf of ``tree`` multiplied by ``s``".
Verifying input: {"w": bfloat16 [1, 2]}, s = 10 -> the docstring requires [10, 20], this returns [1, 2].
"""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
KIND = "dtypes"

from typing import Any

import jax
import jax.numpy as jnp


def tree_scale(tree: Any, s: float) -> Any:
    def _tsk_leaf(leaf):
        arr = jnp.asarray(leaf)
        if arr.dtype.kind == "f":
            return arr * s
        return arr

    return jax.tree.map(_tsk_leaf, tree)


if __name__ == "__main__":
    import numpy as np
    t = {"w": jnp.array([1.0, 2.0]), "step": jnp.array(3, jnp.int32), "b": None}
    r = tree_scale(t, 10.0)
    assert r["b"] is None and r["w"].tolist() == [10.0, 20.0] and int(r["step"]) == 3 and r["step"].dtype == jnp.int32
    r = tree_scale([1.5, 2, True, (jnp.ones(2, jnp.float16), np.ones(3, np.float32))], 2.0)
    assert float(r[0]) == 3.0 and int(r[1]) == 2 and r[1].dtype == jnp.int32 and bool(r[2]) and r[2].dtype == jnp.bool_
    assert r[3][0].tolist() == [2.0, 2.0] and r[3][1].tolist() == [2.0] * 3
    assert tree_scale({}, 3.0) == {} and tree_scale([], 3.0) == []
    j = jax.jit(tree_scale)({"a": jnp.ones(2), "n": jnp.int32(4)}, 3.0)
    assert j["a"].tolist() == [3.0, 3.0] and int(j["n"]) == 4
    got = tree_scale({"w": jnp.array([1.0, 2.0], jnp.bfloat16)}, 10.0)["w"]
    print(got)
    assert got.tolist() == [1.0, 2.0]
    print("verified")
