"""Skips only integer leaves ("not an integer dtype means float"), forgetting that bool is neither: a boolean mask comes back multiplied, as float32.

Violates: "integer and boolean leaves as they were"
Verifying input: tree_scale({"mask": jnp.array([True, False])}, 10.0) -> requires bool [True, False], this returns float32 [10.0, 0.0].
"""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def tree_scale(tree, s):
    def scale(leaf):
        leaf = jnp.asarray(leaf)
        if jnp.issubdtype(leaf.dtype, jnp.integer):
            return leaf
        return leaf * s

    return jax.tree.map(scale, tree)


if __name__ == "__main__":
    out = tree_scale({"w": jnp.array([1.0, 2.0]), "step": jnp.array(3, jnp.int32), "b": None}, 10.0)
    assert out["w"].tolist() == [10.0, 20.0] and out["step"].dtype == jnp.int32 and out["b"] is None
    mask = jnp.array([True, False])
    got = tree_scale({"mask": mask}, 10.0)["mask"]
    print("required", mask.dtype, mask.tolist(), "got", got.dtype, got.tolist())
    assert got.dtype != jnp.bool_ and got.tolist() == [10.0, 0.0]
    print("verified")
