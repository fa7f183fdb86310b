"""Correct: folds jnp.vdot(leaf, leaf) (each leaf promoted to at least float32) over the leaves with jax.tree.reduce from a float32 zero, then one sqrt.

Verifying input: compared with a float64 NumPy reference (rtol 1e-5) on trees with 0-d, 1-D, 2-D, 3-D and size-0 leaves of float16/bfloat16/float32, on float16 values whose squares overflow float16, on {}, [], {"a": None}; eager and under jax.jit; result is a 0-d float array.
"""
EXERCISE = "pytrees.global_norm"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def global_norm(tree):
    def add_squares(total, leaf):
        leaf = jnp.asarray(leaf)
        leaf = leaf.astype(jnp.promote_types(leaf.dtype, jnp.float32))
        return total + jnp.vdot(leaf, leaf)

    return jnp.sqrt(jax.tree.reduce(add_squares, tree, jnp.zeros((), jnp.float32)))


if __name__ == "__main__":
    import numpy as np
    import ml_dtypes

    rng = np.random.default_rng(3)

    def ref(tree):
        return np.sqrt(sum(np.sum(np.asarray(l, np.float64) ** 2) for l in jax.tree.leaves(tree)))

    trees = [
        {"a": jnp.array([3.0]), "b": [jnp.array([[4.0]])]},
        {}, [], {"a": None},
        [jnp.array(2.0), jnp.zeros((0, 3)), jnp.asarray(rng.normal(size=(2, 3, 4)), jnp.float32)],
        {"h": jnp.asarray(rng.normal(size=7) * 100, jnp.float16), "b": jnp.asarray(rng.normal(size=(3, 3)), ml_dtypes.bfloat16)},
        {"big16": jnp.array([300.0, -400.0], jnp.float16)},
    ]
    for tree in trees:
        for fn in (global_norm, jax.jit(global_norm)):
            got = fn(tree)
            assert isinstance(got, jax.Array) and got.shape == () and jnp.issubdtype(got.dtype, jnp.floating)
            np.testing.assert_allclose(float(got), ref(tree), rtol=1e-5)
    assert float(global_norm({"a": jnp.array([3.0]), "b": [jnp.array([[4.0]])]})) == 5.0
    assert float(global_norm({})) == 0.0
    print("verified")
