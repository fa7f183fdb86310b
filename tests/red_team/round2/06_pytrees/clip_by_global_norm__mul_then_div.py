"""Scales as leaf * max_norm / max(norm, max_norm): when no clipping is needed, the multiply-then-divide round trip still changes values by an ulp.

Violates: "a tree whose norm is already at most ``max_norm`` ... comes back with the same values, never scaled up".
Verifying input: {"g": [0.1, 0.2, ..., 0.7]} (float32), max_norm = 3.0 -> the docstring requires exactly the same values, this changes some of them by one ulp (allclose passes, exact equality fails).
"""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "fail"
KIND = "values"

from typing import Any

import jax
import jax.numpy as jnp


def _cmd_norm(tree):
    leaves = jax.tree.leaves(tree)
    if not leaves:
        return jnp.float32(0.0)
    return jnp.sqrt(sum(jnp.sum(jnp.square(x)) for x in leaves))


def clip_by_global_norm(tree: Any, max_norm: float) -> Any:
    norm = _cmd_norm(tree)
    denom = jnp.maximum(norm, max_norm)
    return jax.tree.map(lambda x: (x * max_norm / denom).astype(x.dtype), tree)


if __name__ == "__main__":
    import numpy as np
    r = clip_by_global_norm({"g": jnp.array([3.0, 4.0])}, 1.0)["g"].tolist()
    assert np.allclose(r, [0.6, 0.8], rtol=1e-6)
    rng = np.random.default_rng(0)
    t = {"a": rng.normal(size=(3, 3)).astype(np.float32), "b": (rng.normal(size=4).astype(np.float32),)}
    n = np.sqrt(sum(np.sum(np.asarray(l, np.float64) ** 2) for l in jax.tree.leaves(t)))
    out = jax.jit(clip_by_global_norm)(t, 1.0)
    for o, l in zip(jax.tree.leaves(out), jax.tree.leaves(t)):
        assert np.allclose(o, l / n, rtol=1e-5)
    z = clip_by_global_norm({"z": jnp.zeros(3)}, 1.0)
    assert z["z"].tolist() == [0.0, 0.0, 0.0]
    assert clip_by_global_norm({}, 1.0) == {}
    g = jnp.array([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7], jnp.float32)
    small = clip_by_global_norm({"g": g}, 3.0)["g"]
    assert np.allclose(small, g, rtol=1e-6)            # allclose passes ...
    print(np.asarray(small) - np.asarray(g))
    assert not np.array_equal(np.asarray(small), np.asarray(g))   # ... but the values changed
    print("verified")
