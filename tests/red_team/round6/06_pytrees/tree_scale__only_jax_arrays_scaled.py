"""Scales a leaf only if it is a jax.Array of float dtype and returns everything else untouched, so Python floats (and NumPy arrays) are not scaled and Python numbers are not turned into arrays.

Violates: "Every floating-point leaf of ``tree`` multiplied by ``s``" / "whose leaves are all JAX arrays"
Verifying input: tree_scale({"lr": 0.5, "step": 3}, 10.0) -> requires {"lr": Array(5.0), "step": Array(3, int32)}, this returns {"lr": 0.5, "step": 3} (Python objects, lr unscaled).
"""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def tree_scale(tree, s):
    def scale(leaf):
        if isinstance(leaf, jax.Array) and jnp.issubdtype(leaf.dtype, jnp.floating):
            return leaf * s
        return leaf

    return jax.tree.map(scale, tree)


if __name__ == "__main__":
    out = tree_scale({"w": jnp.array([1.0, 2.0]), "step": jnp.array(3, jnp.int32), "b": None}, 10.0)
    assert out["w"].tolist() == [10.0, 20.0] and out["step"].dtype == jnp.int32
    got = tree_scale({"lr": 0.5, "step": 3}, 10.0)
    print("got", got)
    assert got["lr"] == 0.5 and not isinstance(got["lr"], jax.Array)   # required 5.0 as an array
    assert not isinstance(got["step"], jax.Array)                       # required an int32 array
    print("verified")
