"""The student adds a "safety" epsilon, factor = min(1, max_norm / (norm + 1e-6)), to avoid dividing by zero; for small trees and small max_norm that shrinks trees that are already within the limit.

Violates: "a tree whose norm is already at most ``max_norm`` (the all-zero tree included) comes back with the same values, never scaled up" / "multiplied by the same factor ``min(1, max_norm / global_norm(tree))``"
Verifying input: {"g": [3e-7, 4e-7]} (norm 5e-7), max_norm=1e-6 -> requires the tree unchanged, this returns it times 0.667.
"""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "fail"
KIND = "values"

from typing import Any

import jax
import jax.numpy as jnp


def clip_by_global_norm(tree: Any, max_norm: float) -> Any:
    leaves = jax.tree.leaves(tree)
    if not leaves:
        return tree
    norm = jnp.sqrt(sum(jnp.sum(jnp.square(l)) for l in leaves))
    factor = jnp.minimum(1.0, max_norm / (norm + 1e-6))  # eps: no division by zero
    return jax.tree.map(lambda l: l * factor, tree)


if __name__ == "__main__":
    import numpy as np

    assert np.allclose(clip_by_global_norm({"g": jnp.array([3.0, 4.0])}, 1.0)["g"], [0.6, 0.8])
    t = {"a": jnp.array([[3.0]]), "b": [jnp.array([4.0, 0.0])]}
    out = jax.jit(clip_by_global_norm)(t, jnp.float32(2.5))
    assert np.allclose(out["a"], [[1.5]]) and np.allclose(out["b"][0], [2.0, 0.0])
    same = jax.jit(clip_by_global_norm)(t, 100.0)
    np.testing.assert_allclose(same["a"], t["a"], rtol=1e-6)
    z = clip_by_global_norm({"z": jnp.zeros(3)}, 1.0)
    assert z["z"].tolist() == [0.0, 0.0, 0.0]
    assert clip_by_global_norm({}, 1.0) == {}

    small = {"g": jnp.array([3e-7, 4e-7])}
    got = clip_by_global_norm(small, 1e-6)["g"]
    print("norm 5e-7 <= max_norm 1e-6: required", small["g"].tolist(), "got", got.tolist())
    assert not np.allclose(got, small["g"], rtol=1e-2)
    print("verified")
