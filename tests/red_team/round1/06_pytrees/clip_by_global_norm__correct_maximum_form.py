"""Correct: factor = max_norm / max(norm, max_norm), which equals min(1, max_norm / norm) and needs no special case for the zero tree.

Violates: nothing.
Verifying input: trees above, at and below max_norm, the all-zero tree, the empty tree, None nodes, float16 leaves, traced max_norm under jax.jit -> matches a float64 NumPy reference.
"""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "pass"
KIND = "style"

from typing import Any

import jax
import jax.numpy as jnp


def clip_by_global_norm(tree: Any, max_norm: float) -> Any:
    leaves, treedef = jax.tree.flatten(tree)
    sq = jnp.zeros((), jnp.float32)
    for x in leaves:
        sq = sq + jnp.sum(jnp.square(jnp.asarray(x, jnp.float32)))
    norm = jnp.sqrt(sq)
    factor = max_norm / jnp.maximum(norm, max_norm)
    return treedef.unflatten([(x * factor).astype(x.dtype) for x in leaves])


if __name__ == "__main__":
    import numpy as np

    assert clip_by_global_norm({"g": jnp.array([3.0, 4.0])}, 1.0)["g"].tolist() == [0.6000000238418579, 0.800000011920929]
    rng = np.random.default_rng(6)
    base = {"a": rng.standard_normal((3, 2)).astype(np.float32), "b": [None, rng.standard_normal(4).astype(np.float32)]}
    tot = np.sqrt(sum((np.asarray(x, np.float64) ** 2).sum() for x in jax.tree.leaves(base)))
    jf = jax.jit(clip_by_global_norm)
    for mx in (tot * 0.1, tot, tot * 3, 1e-7):
        want_f = min(1.0, mx / tot)
        for got in (clip_by_global_norm(jax.tree.map(jnp.asarray, base), mx), jf(jax.tree.map(jnp.asarray, base), jnp.float32(mx))):
            assert got["b"][0] is None
            np.testing.assert_allclose(np.asarray(got["a"]), base["a"] * want_f, rtol=1e-5)
            np.testing.assert_allclose(np.asarray(got["b"][1]), base["b"][1] * want_f, rtol=1e-5)
    z = clip_by_global_norm({"a": jnp.zeros(3), "b": [jnp.zeros((2, 2))]}, 1.0)
    assert z["a"].tolist() == [0.0] * 3 and not np.isnan(np.asarray(z["b"][0])).any()
    assert clip_by_global_norm({}, 1.0) == {} and clip_by_global_norm([], 2.0) == []
    tiny = clip_by_global_norm({"g": jnp.array([3e-7, 4e-7])}, 1e-7)["g"]
    np.testing.assert_allclose(np.asarray(tiny), [6e-8, 8e-8], rtol=1e-5)
    h = clip_by_global_norm({"h": jnp.array([300.0, 400.0], jnp.float16)}, 50.0)["h"]
    assert h.dtype == jnp.float16 and np.allclose(np.asarray(h, np.float32), [30.0, 40.0], rtol=1e-3)
    print("verified")
