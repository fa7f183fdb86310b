"""Returns the Python float 0.0 for a tree without leaves, not a 0-d array.

Violates: "A float scalar (0-d array); 0 for a tree without leaves."
Verifying input: global_norm({}) -> the docstring requires a 0-d JAX array equal to 0, this returns the Python float 0.0.
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
    assert float(jax.jit(global_norm)({"a": jnp.array([3.0]), "b": [jnp.array([[4.0]])]})) == 5.0
    assert abs(float(global_norm({"a": jnp.array([300.0], jnp.float16)})) - 300.0) < 1e-3
    r = np.random.default_rng(0).standard_normal((4, 3)).astype(np.float32)
    np.testing.assert_allclose(float(global_norm([jnp.asarray(r), None, jnp.zeros((0, 2))])), np.linalg.norm(r), rtol=1e-6)
    out = global_norm({})
    assert out == 0 and type(out) is float, type(out)  # contract: 0-d array
    print("verified")
