"""The student divides by ``norm + 1e-8`` "for safety", which is invisible for norms near 1 but scales down a small-norm tree (gradients of size 1e-8) whose norm is already at most ``max_norm``.

Violates: "a tree whose norm is already at most max_norm (the all-zero tree included) comes back with the same values" (max_norm: any value "> 0")
Verifying input: clip_by_global_norm({"g": jnp.array([3e-8, 4e-8])}, 5e-8)["g"] must be [3e-8, 4e-8]; this returns about [2.5e-8, 3.33e-8].
"""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "fail"
KIND = "admitted"

from typing import Any

import jax
import jax.numpy as jnp


def _global_norm(tree: Any) -> jax.Array:
    return jnp.sqrt(sum(jnp.sum(jnp.square(leaf)) for leaf in jax.tree.leaves(tree)))


def clip_by_global_norm(tree: Any, max_norm: float) -> Any:
    norm = _global_norm(tree)
    factor = jnp.minimum(1.0, max_norm / (norm + 1e-8))
    return jax.tree.map(lambda leaf: leaf * factor, tree)


if __name__ == "__main__":
    assert clip_by_global_norm({"g": jnp.array([3.0, 4.0])}, 1.0)["g"].tolist() == [0.6000000238418579, 0.800000011920929]
    assert clip_by_global_norm({"g": jnp.zeros(3)}, 1.0)["g"].tolist() == [0.0, 0.0, 0.0]
    assert clip_by_global_norm({}, 1.0) == {}
    assert jax.jit(clip_by_global_norm)({"g": jnp.array([3.0, 4.0])}, 5.0)["g"].tolist() == [3.0, 4.0]
    g = jnp.array([3e-8, 4e-8])
    got = jax.jit(clip_by_global_norm)({"g": g}, 5e-8)["g"]
    print("expected", g.tolist(), "got", got.tolist())
    assert abs(got.tolist()[0] - 3e-8) > 1e-9
    print("flaw shown")
