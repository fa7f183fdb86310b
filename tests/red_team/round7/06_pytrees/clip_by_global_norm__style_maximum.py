"""Correct: the factor is ``max_norm / maximum(norm, max_norm)``, exactly 1 when no clipping is needed (the zero tree included), with no division by a zero norm.

Violates: nothing (a correct solution in an unusual style).
Verifying input: norms above, at and below max_norm, the all-zero tree, an empty tree, nested structures, traced max_norm under jit.
"""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def clip_by_global_norm(tree, max_norm):
    leaves = jax.tree.leaves(tree)
    if not leaves:
        return jax.tree.map(lambda v: v, tree)
    sq = sum(jnp.sum(jnp.square(leaf.astype(jnp.float32))) for leaf in leaves)
    norm = jnp.sqrt(sq)
    factor = max_norm / jnp.maximum(norm, max_norm)
    return jax.tree.map(lambda leaf: (leaf * factor).astype(leaf.dtype), tree)


if __name__ == "__main__":
    assert clip_by_global_norm({"g": jnp.array([3.0, 4.0])}, 1.0)["g"].tolist() == [0.6000000238418579, 0.800000011920929]
    f = jax.jit(clip_by_global_norm)
    t = {"a": jnp.array([3.0]), "b": [jnp.array([[4.0]]), None]}
    for mx, scale in ((1.0, 0.2), (5.0, 1.0), (10.0, 1.0), (2.5, 0.5)):
        out = f(t, mx)
        assert jax.tree.structure(out) == jax.tree.structure(t)
        assert np.isclose(float(out["a"][0]), 3.0 * scale) and np.isclose(float(out["b"][0][0, 0]), 4.0 * scale)
    z = {"w": jnp.zeros((2, 2))}
    assert f(z, 1.0)["w"].tolist() == [[0.0, 0.0], [0.0, 0.0]]
    same = f({"w": jnp.array([0.3, 0.4])}, 1.0)["w"]
    assert same.tolist() == jnp.array([0.3, 0.4]).tolist()
    assert clip_by_global_norm({}, 1.0) == {} and clip_by_global_norm([], 1.0) == []
    print("verified")
