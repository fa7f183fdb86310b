"""Concatenates every flattened leaf into one vector and takes its norm, which is right for any non-empty tree but raises for a tree without leaves (nothing to concatenate).

Violates: "0 for a tree without leaves"
Verifying input: global_norm({}) -> requires 0.0, this raises ValueError ("Need at least one array to concatenate").
"""
EXERCISE = "pytrees.global_norm"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


def global_norm(tree):
    flat = jnp.concatenate([jnp.ravel(leaf) for leaf in jax.tree.leaves(tree)])
    return jnp.linalg.norm(flat)


if __name__ == "__main__":
    import numpy as np

    tree = {"a": jnp.array([3.0]), "b": [jnp.array([[4.0]])], "c": jnp.ones((2, 3))}
    np.testing.assert_allclose(float(jax.jit(global_norm)(tree)), np.sqrt(9 + 16 + 6), rtol=1e-6)
    for empty in ({}, [], {"a": None}):
        try:
            out = global_norm(empty)
        except ValueError as error:
            print(empty, "raised ValueError:", str(error)[:50])
        else:
            raise AssertionError(f"expected an error, got {out}")
    print("verified")
