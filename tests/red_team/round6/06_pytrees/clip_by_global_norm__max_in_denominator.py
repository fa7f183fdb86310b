"""Correct: the factor is written as max_norm / maximum(norm, max_norm), which is exactly 1 whenever norm <= max_norm (the zero tree included, no division by zero) and max_norm / norm otherwise.

Verifying input: compared with a float64 NumPy reference of min(1, max_norm / norm) on nested trees with norms below, equal to, and above max_norm (max_norm from 1e-6 to 1e3), the all-zero tree, {}, [] and {"a": None}; exact equality when no clipping is needed; eager and jitted with max_norm traced (one compile for several max_norm values).
"""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def clip_by_global_norm(tree, max_norm):
    leaves, treedef = jax.tree.flatten(tree)
    sq = sum((jnp.sum(jnp.square(leaf)) for leaf in leaves), jnp.zeros((), jnp.float32))
    norm = jnp.sqrt(sq)
    factor = max_norm / jnp.maximum(norm, max_norm)
    return treedef.unflatten([leaf * factor for leaf in leaves])


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(4)
    jclip = jax.jit(clip_by_global_norm)
    for trial in range(30):
        tree = {"w": jnp.asarray(rng.normal(size=(3, 2)), jnp.float32), "b": [jnp.asarray(rng.normal(size=4), jnp.float32), None],
                "s": jnp.asarray(rng.normal(), jnp.float32)}
        leaves = [np.asarray(l, np.float64) for l in jax.tree.leaves(tree)]
        norm = np.sqrt(sum(np.sum(l ** 2) for l in leaves))
        for max_norm in (norm * 0.1, norm * 0.999, float(np.float32(norm)) * 1.001, norm * 10, 1e-6, 1e3):
            f = min(1.0, max_norm / norm)
            for fn in (clip_by_global_norm, jclip):
                out = fn(tree, max_norm)
                assert jax.tree.structure(out) == jax.tree.structure(tree)
                for o, l in zip(jax.tree.leaves(out), leaves):
                    np.testing.assert_allclose(np.asarray(o, np.float64), l * f, rtol=2e-6, atol=1e-12)
                if max_norm >= norm * 1.0001:
                    for o, l in zip(jax.tree.leaves(out), jax.tree.leaves(tree)):
                        assert np.array_equal(np.asarray(o), np.asarray(l))
    # a value exactly at the limit and tiny norms are untouched
    assert clip_by_global_norm({"g": jnp.array([3.0, 4.0])}, 5.0)["g"].tolist() == [3.0, 4.0]
    assert clip_by_global_norm({"g": jnp.array([1e-6])}, 1e-6)["g"].tolist() == jnp.array([1e-6]).tolist()
    assert jclip({"g": jnp.zeros((2, 2))}, 1.0)["g"].tolist() == [[0.0, 0.0], [0.0, 0.0]]
    assert clip_by_global_norm({}, 1.0) == {} and clip_by_global_norm([], 1.0) == [] and clip_by_global_norm({"a": None}, 1.0) == {"a": None}
    g = jax.jit(lambda t, m: clip_by_global_norm(t, m))
    for m in (0.5, 1.0, 2.0):
        g({"g": jnp.array([3.0, 4.0])}, m)
    assert g._cache_size() == 1
    np.testing.assert_allclose(np.asarray(clip_by_global_norm({"g": jnp.array([3.0, 4.0])}, 1.0)["g"]), [0.6, 0.8], rtol=1e-6)
    print("verified")
