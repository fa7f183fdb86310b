"""Returns the tree early with a Python ``if norm <= max_norm``, which needs a concrete norm: under jax.jit the comparison is a tracer and the function fails.

Violates: "It must work under ``jax.jit``, with the tree and ``max_norm`` traced."
Verifying input: jax.jit(clip_by_global_norm)({"g": jnp.array([3.0, 4.0])}, 1.0) -> requires {"g": [0.6, 0.8]}, this raises TracerBoolConversionError (eagerly the values are right).
"""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp


def clip_by_global_norm(tree, max_norm):
    norm = jnp.sqrt(sum(jnp.sum(leaf ** 2) for leaf in jax.tree.leaves(tree)))
    if norm <= max_norm:
        return tree
    return jax.tree.map(lambda leaf: leaf * (max_norm / norm), tree)


if __name__ == "__main__":
    import numpy as np

    np.testing.assert_allclose(np.asarray(clip_by_global_norm({"g": jnp.array([3.0, 4.0])}, 1.0)["g"]), [0.6, 0.8], rtol=1e-6)
    assert clip_by_global_norm({"g": jnp.zeros(2)}, 1.0)["g"].tolist() == [0.0, 0.0]
    try:
        jax.jit(clip_by_global_norm)({"g": jnp.array([3.0, 4.0])}, 1.0)
    except jax.errors.TracerBoolConversionError:
        print("under jit: TracerBoolConversionError")
    else:
        raise AssertionError("expected a failure under jit")
    print("verified")
