"""The student tests ``leaf.dtype == jnp.float32`` to find float leaves, so float16 and bfloat16 leaves are left unscaled.

Violates: "Every floating-point leaf of ``tree`` multiplied by ``s``" (tree: "a pytree whose leaves are arrays or Python numbers")
Verifying input: tree_scale({"w": jnp.array([1.0], jnp.float16)}, 10.0) must give [10.0]; this gives [1.0].
"""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def tree_scale(tree, s):
    def leaf(v):
        v = jnp.asarray(v)
        return v * s if v.dtype == jnp.float32 else v

    return jax.tree.map(leaf, tree)


if __name__ == "__main__":
    out = tree_scale({"w": jnp.array([1.0], jnp.float16)}, 10.0)
    assert out["w"].tolist() != [10.0]
    t = {"w": jnp.array([1.0, 2.0]), "step": jnp.array(3, jnp.int32), "b": None, "l": [1.5, 2, True, np.array([0.5], np.float32)],
         "m": jnp.array([True, False])}
    out = tree_scale(t, 10.0)
    assert jax.tree.structure(out) == jax.tree.structure(t)
    assert out["w"].tolist() == [10.0, 20.0] and out["step"].dtype == jnp.int32 and int(out["step"]) == 3
    assert float(out["l"][0]) == 15.0 and int(out["l"][1]) == 2 and out["l"][1].dtype == jnp.int32
    assert out["l"][2].dtype == jnp.bool_ and out["l"][3].tolist() == [5.0] and out["m"].tolist() == [True, False]
    assert all(isinstance(l, jax.Array) for l in jax.tree.leaves(out))
    assert jnp.isnan(tree_scale([jnp.nan], 2.0)[0]) and tree_scale({}, 2.0) == {} and tree_scale([], 2.0) == []
    assert jax.jit(tree_scale)({"a": jnp.ones(2)}, 3.0)["a"].tolist() == [3.0, 3.0]
    print("verified")
