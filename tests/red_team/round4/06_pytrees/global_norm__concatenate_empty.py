"""The student concatenates every raveled leaf into one vector, which raises on a tree without leaves.

Violates: "Returns: A float scalar (0-d array); 0 for a tree without leaves."
Verifying input: {} (or [] or {"a": None}) -> requires 0.0, this raises ValueError (need at least one array to concatenate).
"""
EXERCISE = "pytrees.global_norm"
VERDICT = "fail"
KIND = "shapes"

from typing import Any

import jax
import jax.numpy as jnp


def global_norm(tree: Any) -> jax.Array:
    flat = jnp.concatenate([jnp.ravel(leaf) for leaf in jax.tree.leaves(tree)])
    return jnp.sqrt(jnp.sum(flat * flat))


if __name__ == "__main__":
    import numpy as np
    assert float(global_norm({"a": jnp.array([3.0]), "b": [jnp.array([[4.0]])]})) == 5.0
    rng = np.random.default_rng(0)
    t = {"x": rng.normal(size=(3, 4)).astype(np.float32), "y": (rng.normal(size=5).astype(np.float32), jnp.float32(2.0))}
    want = np.sqrt(sum(np.sum(np.asarray(l, np.float64) ** 2) for l in jax.tree.leaves(t)))
    np.testing.assert_allclose(float(jax.jit(global_norm)(t)), want, rtol=1e-6)
    assert global_norm({"z": jnp.zeros(3)}).shape == ()
    try:
        global_norm({})
    except ValueError:
        print("verified")
    else:
        raise AssertionError("expected the breach")
