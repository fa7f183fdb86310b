"""Short-circuits the empty tree with `return 0.0`: a Python float, not the promised 0-d JAX array.

Violates: "A float scalar (0-d array); 0 for a tree without leaves."
Verifying input: {} -> the docstring requires a 0-d float array equal to 0, this returns the Python float 0.0.
"""
EXERCISE = "pytrees.global_norm"
VERDICT = "fail"
KIND = "returns"

from typing import Any

import jax
import jax.numpy as jnp


def global_norm(tree: Any) -> jax.Array:
    leaves = jax.tree.leaves(tree)
    if not leaves:
        return 0.0
    flat = jnp.concatenate([jnp.ravel(x).astype(jnp.float32) for x in leaves])
    return jnp.sqrt(jnp.sum(flat * flat))


if __name__ == "__main__":
    import numpy as np
    assert float(global_norm({"a": jnp.array([3.0]), "b": [jnp.array([[4.0]])]})) == 5.0
    rng = np.random.default_rng(0)
    t = {"a": rng.normal(size=(3, 4)).astype(np.float32), "b": [rng.normal(size=5).astype(np.float32), None]}
    ref = np.sqrt(sum(np.sum(np.asarray(l, np.float64) ** 2) for l in jax.tree.leaves(t)))
    assert np.isclose(float(jax.jit(global_norm)(t)), ref, rtol=1e-6)
    r = global_norm({})
    print(type(r), r)
    assert r == 0 and not isinstance(r, jax.Array)
    print("verified")
