"""Correct: sums jnp.vdot of every leaf with itself in float32 (functools.reduce over the leaves, starting from a float32 zero), then takes the sqrt.

Violates: nothing.
Verifying input: nested trees of float32/float16/bfloat16 leaves (incl. float16 values above 256, empty leaves, None), the empty tree, under jax.jit -> matches np.linalg.norm of the concatenation in float64, 0-d array.
"""
EXERCISE = "pytrees.global_norm"
VERDICT = "pass"
KIND = "style"

import functools
from typing import Any

import jax
import jax.numpy as jnp


def global_norm(tree: Any) -> jax.Array:
    def _gn_acc(total, leaf):
        v = jnp.ravel(leaf).astype(jnp.float32)
        return total + jnp.vdot(v, v)

    return jnp.sqrt(functools.reduce(_gn_acc, jax.tree.leaves(tree), jnp.zeros((), jnp.float32)))


if __name__ == "__main__":
    import numpy as np

    assert float(global_norm({"a": jnp.array([3.0]), "b": [jnp.array([[4.0]])]})) == 5.0
    rng = np.random.default_rng(4)
    trees = [
        {},
        [],
        {"a": jnp.asarray(rng.standard_normal((3, 4)), jnp.float32), "b": (None, jnp.zeros((0, 2)))},
        [jnp.array([300.0, -400.0], jnp.float16), jnp.ones((2, 2), jnp.bfloat16)],
        {"s": jnp.float32(-7.0)},
    ]
    for t in trees:
        leaves = [np.asarray(x, np.float64).ravel() for x in jax.tree.leaves(t)]
        want = np.linalg.norm(np.concatenate(leaves)) if leaves else 0.0
        for got in (global_norm(t), jax.jit(global_norm)(t)):
            assert isinstance(got, jax.Array) and got.shape == () and jnp.issubdtype(got.dtype, jnp.floating)
            np.testing.assert_allclose(float(got), want, rtol=1e-6)
    print("verified")
