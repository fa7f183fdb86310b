"""Squares and sums each leaf in its own dtype, so a float16 leaf above 256 overflows to inf although its norm fits.

Violates: "The L2 norm of all the leaves of ``tree`` taken together" ("``sqrt(sum of x**2 over every element of every leaf)``").
Verifying input: {"a": jnp.array([300.0], jnp.float16)} -> the docstring requires 300, this returns inf.
"""
EXERCISE = "pytrees.global_norm"
VERDICT = "fail"
KIND = "values"

from typing import Any

import jax
import jax.numpy as jnp


def global_norm(tree: Any) -> jax.Array:
    return jnp.sqrt(sum(jnp.sum(x * x) for x in jax.tree.leaves(tree)))


if __name__ == "__main__":
    import numpy as np

    assert float(global_norm({"a": jnp.array([3.0]), "b": [jnp.array([[4.0]])]})) == 5.0
    assert float(jax.jit(global_norm)({"a": jnp.array([3.0]), "b": [jnp.array([[4.0]])]})) == 5.0
    assert float(global_norm({})) == 0.0 and isinstance(global_norm({}), jax.Array)
    r = np.random.default_rng(0).standard_normal((4, 3)).astype(np.float32)
    np.testing.assert_allclose(float(global_norm([jnp.asarray(r), None])), np.linalg.norm(r), rtol=1e-6)
    assert abs(float(global_norm({"h": jnp.array([3.0, 4.0], jnp.float16)})) - 5.0) < 1e-2
    out = float(global_norm({"a": jnp.array([300.0], jnp.float16)}))
    assert np.isinf(out), out  # contract: 300
    print("verified")
