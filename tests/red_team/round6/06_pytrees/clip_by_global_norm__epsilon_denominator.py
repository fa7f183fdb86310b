"""Guards the division with the customary ``norm + 1e-6``, which shrinks trees that are already within the limit: noticeably when the norms are small, by a few ulps at norm == max_norm.

Violates: "a tree whose norm is already at most ``max_norm`` ... comes back with the same values, never scaled"
Verifying input: clip_by_global_norm({"g": jnp.array([1e-6])}, 1e-6) -> requires [1e-6], this returns [5e-7]; {"g": [3, 4]} with max_norm 5 gives [2.9999995, 3.9999993] instead of [3, 4].
"""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def clip_by_global_norm(tree, max_norm):
    leaves = jax.tree.leaves(tree)
    norm = jnp.sqrt(sum(jnp.sum(jnp.square(leaf)) for leaf in leaves))
    factor = jnp.minimum(1.0, max_norm / (norm + 1e-6))
    return jax.tree.map(lambda leaf: leaf * factor, tree)


if __name__ == "__main__":
    import numpy as np

    got = clip_by_global_norm({"g": jnp.array([3.0, 4.0])}, 1.0)["g"]
    np.testing.assert_allclose(np.asarray(got), [0.6, 0.8], rtol=1e-5)
    small = jax.jit(clip_by_global_norm)({"g": jnp.array([1e-6])}, 1e-6)["g"]
    print("norm == max_norm == 1e-6: required [1e-6], got", small.tolist())
    assert abs(float(small[0]) - 1e-6) > 1e-7
    edge = clip_by_global_norm({"g": jnp.array([3.0, 4.0])}, 5.0)["g"]
    print("norm == max_norm == 5: required [3, 4], got", edge.tolist())
    assert edge.tolist() != [3.0, 4.0]
    print("verified")
