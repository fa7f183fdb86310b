"""Correct: functools.reduce over per-leaf jnp.vdot (in float32), with a 0-d float32 zero as the starting value so an empty tree gives a 0-d array.

Violates: nothing.
Verifying input: nested trees of float32/float16 leaves (scalars, empty leaves, None), {} and [] -> matches NumPy float64 sqrt(sum x**2), also under jit.
"""
EXERCISE = "pytrees.global_norm"
VERDICT = "pass"
KIND = "style"

import functools
from typing import Any

import jax
import jax.numpy as jnp


def _gnv_sq(acc, leaf):
    v = jnp.ravel(jnp.asarray(leaf)).astype(jnp.float32)
    return acc + jnp.vdot(v, v)


def global_norm(tree: Any) -> jax.Array:
    total = functools.reduce(_gnv_sq, jax.tree.leaves(tree), jnp.zeros((), jnp.float32))
    return jnp.sqrt(total)


if __name__ == "__main__":
    import numpy as np
    assert float(global_norm({"a": jnp.array([3.0]), "b": [jnp.array([[4.0]])]})) == 5.0
    rng = np.random.default_rng(0)
    trees = [
        {"a": rng.normal(size=(3, 4)).astype(np.float32), "b": [rng.normal(size=5).astype(np.float32), None]},
        (np.float32(2.0), jnp.zeros((0, 3)), {"h": rng.normal(size=(2, 2, 2)).astype(np.float16)}),
    ]
    for t in trees:
        ref = np.sqrt(sum(np.sum(np.asarray(l, np.float64) ** 2) for l in jax.tree.leaves(t)))
        for fn in (global_norm, jax.jit(global_norm)):
            r = fn(t)
            assert isinstance(r, jax.Array) and r.shape == () and jnp.issubdtype(r.dtype, jnp.floating)
            assert np.isclose(float(r), ref, rtol=1e-5, atol=0), (float(r), ref)
    for empty in ({}, [], (None,)):
        r = global_norm(empty)
        assert isinstance(r, jax.Array) and r.shape == () and float(r) == 0.0
    print("verified")
