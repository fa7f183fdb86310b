"""Divides by (norm + 1e-6) "for safety": small trees are clipped to the wrong norm, and a norm just under max_norm still gets scaled down.

Violates: "Every leaf is multiplied by the same factor ``min(1, max_norm / global_norm(tree))``".
Verifying input: {"g": [3e-6, 4e-6]}, max_norm = 1e-6 -> the docstring requires [6e-7, 8e-7] (norm 1e-6), this returns [5e-7, 6.7e-7].
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
    norm = jnp.sqrt(sum(jnp.sum(x.astype(jnp.float32) ** 2) for x in leaves))
    factor = jnp.minimum(1.0, max_norm / (norm + 1e-6))
    return jax.tree.map(lambda x: (x * factor).astype(x.dtype), tree)


if __name__ == "__main__":
    import numpy as np
    r = clip_by_global_norm({"g": jnp.array([3.0, 4.0])}, 1.0)["g"].tolist()
    assert np.allclose(r, [0.6, 0.8], rtol=1e-5)
    rng = np.random.default_rng(0)
    t = {"a": rng.normal(size=(3, 3)).astype(np.float32), "b": [rng.normal(size=4).astype(np.float32)]}
    n = np.sqrt(sum(np.sum(np.asarray(l, np.float64) ** 2) for l in jax.tree.leaves(t)))
    for m in (0.5, 1.0, 100.0):
        out = jax.jit(clip_by_global_norm)(t, m)
        for o, l in zip(jax.tree.leaves(out), jax.tree.leaves(t)):
            assert np.allclose(o, l * min(1.0, m / n), rtol=1e-5)
    assert clip_by_global_norm({"z": jnp.zeros(3)}, 1.0)["z"].tolist() == [0.0] * 3
    got = np.asarray(clip_by_global_norm({"g": jnp.array([3e-6, 4e-6])}, 1e-6)["g"])
    want = np.array([6e-7, 8e-7])
    print(got, want)
    assert not np.allclose(got, want, rtol=1e-2)
    print("verified")
