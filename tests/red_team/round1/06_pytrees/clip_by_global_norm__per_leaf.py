"""Clips every leaf by its own norm instead of the tree's global norm; a one-leaf tree (as in the example) is unaffected.

Violates: "Every leaf is multiplied by the same factor ``min(1, max_norm / global_norm(tree))``".
Verifying input: {"a": jnp.array([3.0, 4.0]), "b": jnp.array([3.0, 4.0])}, max_norm = 5.0 -> the docstring requires factor 5/sqrt(50) on both ([2.12, 2.83] each), this returns both unchanged ([3, 4]).
"""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "fail"
KIND = "algorithm"

from typing import Any

import jax
import jax.numpy as jnp


def clip_by_global_norm(tree: Any, max_norm: float) -> Any:
    def _cbg_leaf(x):
        n = jnp.sqrt(jnp.sum(jnp.square(x.astype(jnp.float32))))
        factor = jnp.where(n > max_norm, max_norm / jnp.where(n > 0, n, 1.0), 1.0)
        return (x * factor).astype(x.dtype)

    return jax.tree.map(_cbg_leaf, tree)


if __name__ == "__main__":
    import numpy as np

    assert np.allclose(clip_by_global_norm({"g": jnp.array([3.0, 4.0])}, 1.0)["g"], [0.6, 0.8], rtol=1e-6)
    z = clip_by_global_norm({"a": jnp.zeros(3)}, 1.0)
    assert z["a"].tolist() == [0.0] * 3
    assert clip_by_global_norm({}, 1.0) == {}
    assert jax.jit(clip_by_global_norm)({"a": jnp.array([6.0, 8.0])}, jnp.float32(5.0))["a"].tolist() == [3.0, 4.0]
    out = clip_by_global_norm({"a": jnp.array([3.0, 4.0]), "b": jnp.array([3.0, 4.0])}, 5.0)
    want = np.array([3.0, 4.0]) * 5 / np.sqrt(50)
    assert out["a"].tolist() == [3.0, 4.0] and out["b"].tolist() == [3.0, 4.0]  # contract: want
    assert not np.allclose(np.asarray(out["a"]), want)
    print("verified")
