"""The student divides by ``global_norm + 1e-12`` "to avoid dividing by zero", which changes the clipping factor when the norm itself is tiny.

Violates: "Every leaf is multiplied by the same factor ``min(1, max_norm / global_norm(tree))``" for "max_norm: the largest global norm allowed, ``> 0``".
Verifying input: {"g": [3e-12, 4e-12]} (norm 5e-12), max_norm = 1e-12 -> requires factor 0.2, i.e. [6e-13, 8e-13] (norm 1e-12), this returns factor 1/6, [5e-13, 6.67e-13] (norm 8.3e-13).
"""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "fail"
KIND = "values"

from typing import Any

import jax
import jax.numpy as jnp


def clip_by_global_norm(tree: Any, max_norm: float) -> Any:
    leaves = jax.tree.leaves(tree)
    sq = sum((jnp.sum(jnp.square(l)) for l in leaves), jnp.float32(0.0))
    norm = jnp.sqrt(sq)
    factor = jnp.minimum(1.0, max_norm / (norm + 1e-12))
    return jax.tree.map(lambda l: (l * factor).astype(l.dtype), tree)


if __name__ == "__main__":
    import numpy as np

    assert clip_by_global_norm({"g": jnp.array([3.0, 4.0])}, 1.0)["g"].tolist() == [0.6000000238418579, 0.800000011920929]
    f = jax.jit(clip_by_global_norm)
    tree = {"a": jnp.array([[1.0, 2.0], [2.0, 0.0]]), "b": [jnp.array([4.0])]}  # norm 5
    out = f(tree, 10.0)
    assert jax.tree.structure(out) == jax.tree.structure(tree)
    np.testing.assert_array_equal(np.asarray(out["a"]), np.asarray(tree["a"]))
    out = f(tree, 2.5)
    np.testing.assert_allclose(np.asarray(out["b"][0]), [2.0], rtol=1e-6)
    z = f({"z": jnp.zeros(3)}, 1.0)["z"]
    assert z.tolist() == [0.0, 0.0, 0.0]
    assert clip_by_global_norm({}, 1.0) == {}
    # the violation: a tiny norm is clipped by the wrong factor
    g = np.asarray(f({"g": jnp.array([3e-12, 4e-12])}, 1e-12)["g"])
    np.testing.assert_allclose(g, [5e-13, 4e-12 / 6], rtol=1e-4)
    assert abs(np.linalg.norm(g) - 1e-12) > 1e-13, np.linalg.norm(g)
    print("verified")
