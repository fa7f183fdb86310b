"""The student squares and sums each leaf in its own dtype, so float16 leaves with entries above 256 overflow to inf.

Violates: "tree: a pytree of float arrays." / "``sqrt(sum of x**2 over every element of every leaf)``"
Verifying input: global_norm({"a": jnp.array([300.0, 400.0], jnp.float16)}) must be 500; this returns inf.
"""
EXERCISE = "pytrees.global_norm"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def global_norm(tree):
    return jnp.sqrt(sum(jnp.sum(leaf**2) for leaf in jax.tree.leaves(tree)) + 0.0)


if __name__ == "__main__":
    got = float(global_norm({"a": jnp.array([300.0, 400.0], jnp.float16)}))
    assert not np.isclose(got, 500.0, rtol=1e-2), got
    t = {"a": jnp.array([3.0]), "b": [jnp.array([[4.0]])]}
    assert float(global_norm(t)) == 5.0 and float(jax.jit(global_norm)(t)) == 5.0
    assert float(global_norm({})) == 0.0 and jnp.shape(global_norm({})) == ()
    rng = np.random.default_rng(0)
    t = [rng.normal(size=(3, 4)).astype(np.float32), rng.normal(size=5).astype(np.float32)]
    want = np.sqrt(sum((np.asarray(l, np.float64) ** 2).sum() for l in t))
    assert np.isclose(float(global_norm([jnp.asarray(l) for l in t])), want, rtol=1e-5)
    assert np.isclose(float(global_norm({"h": jnp.array([3.0, 4.0], jnp.float16)})), 5.0)
    print("verified")
