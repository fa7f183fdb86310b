"""The student divides by the largest magnitude first ("overflow-safe" norm), so an all-zero tree gives 0/0 = nan.

Violates: "``sqrt(sum of x**2 over every element of every leaf)``"
Verifying input: {"g": jnp.zeros(3)} -> requires 0.0, this returns nan.
"""
EXERCISE = "pytrees.global_norm"
VERDICT = "fail"
KIND = "values"

from typing import Any

import jax
import jax.numpy as jnp


def global_norm(tree: Any) -> jax.Array:
    leaves = [jnp.ravel(jnp.asarray(l)) for l in jax.tree.leaves(tree) if jnp.size(l) > 0]
    if not leaves:
        return jnp.zeros((), jnp.float32)
    scale = jnp.max(jnp.stack([jnp.max(jnp.abs(l)) for l in leaves]))
    total = sum(jnp.sum((l / scale) ** 2) for l in leaves)
    return scale * jnp.sqrt(total)


if __name__ == "__main__":
    import numpy as np
    assert float(global_norm({"a": jnp.array([3.0]), "b": [jnp.array([[4.0]])]})) == 5.0
    rng = np.random.default_rng(0)
    t = {"x": rng.normal(size=(3, 4)).astype(np.float32), "y": (rng.normal(size=5).astype(np.float32), jnp.float32(2.0))}
    want = np.sqrt(sum(np.sum(np.asarray(l, np.float64) ** 2) for l in jax.tree.leaves(t)))
    np.testing.assert_allclose(float(jax.jit(global_norm)(t)), want, rtol=1e-6)
    assert float(global_norm({})) == 0.0 and global_norm([]).shape == ()
    np.testing.assert_allclose(float(global_norm({"big": jnp.array([3e30, 4e30])})), 5e30, rtol=1e-6)
    got = global_norm({"g": jnp.zeros(3)})
    assert jnp.isnan(got)  # the breach: 0 expected
    print("verified")
