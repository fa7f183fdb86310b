"""Adds a 1e-6 safety epsilon to the norm in the clipping factor, which changes the factor a lot when the global norm is tiny.

Violates: "Every leaf is multiplied by the same factor ``min(1, max_norm / global_norm(tree))``".
Verifying input: {"g": jnp.array([3e-7, 4e-7])}, max_norm = 1e-7 -> the docstring requires factor 0.2, i.e. [6e-8, 8e-8], this returns about [2e-8, 2.7e-8] (factor 1e-7 / 1.5e-6).
"""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "fail"
KIND = "values"

from typing import Any

import jax
import jax.numpy as jnp


def clip_by_global_norm(tree: Any, max_norm: float) -> Any:
    leaves = jax.tree.leaves(tree)
    sq = sum((jnp.sum(jnp.square(x.astype(jnp.float32))) for x in leaves), jnp.float32(0.0))
    norm = jnp.sqrt(sq)
    factor = jnp.minimum(1.0, max_norm / (norm + 1e-6))  # no division by zero for an all-zero tree
    return jax.tree.map(lambda x: (x * factor).astype(x.dtype), tree)


if __name__ == "__main__":
    import numpy as np

    assert np.allclose(clip_by_global_norm({"g": jnp.array([3.0, 4.0])}, 1.0)["g"], [0.6, 0.8], rtol=1e-6)
    z = clip_by_global_norm({"a": jnp.zeros(3), "b": [jnp.zeros((2, 2))]}, 1.0)
    assert z["a"].tolist() == [0.0] * 3 and z["b"][0].tolist() == [[0.0, 0.0]] * 2
    small = clip_by_global_norm({"g": jnp.array([0.3, 0.4])}, 1.0)
    assert np.allclose(small["g"], [0.3, 0.4])
    assert clip_by_global_norm({}, 1.0) == {}
    j = jax.jit(clip_by_global_norm)({"a": jnp.array([6.0]), "b": jnp.array([8.0])}, jnp.float32(5.0))
    assert np.allclose([float(j["a"][0]), float(j["b"][0])], [3.0, 4.0], rtol=1e-5)
    out = np.asarray(clip_by_global_norm({"g": jnp.array([3e-7, 4e-7])}, 1e-7)["g"])
    want = np.array([6e-8, 8e-8])
    assert not np.allclose(out, want, rtol=1e-3) and np.allclose(out, want / 3, rtol=1e-3), out
    print("verified")
