"""Correct: keeps the frozen dataclass and registers it with jax.tree_util.register_dataclass, naming w and b as data fields (no hand-written flatten/unflatten).

Verifying input: leaves are [w, b] in order; tree.map returns a Linear; the layer passes into and out of jax.jit; jax.grad returns a Linear whose w/b gradients match a hand-derived float64 reference for single and batched inputs; Linear(w, b) and Linear(w=..., b=...) both construct; jax.vmap over a Linear works.
"""
EXERCISE = "pytrees.Linear"
VERDICT = "pass"
KIND = "style"

import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class Linear:
    w: jax.Array
    b: jax.Array

    def __call__(self, x):
        return x @ self.w + self.b


jax.tree_util.register_dataclass(Linear, data_fields=["w", "b"], meta_fields=[])


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(6)
    w = jnp.asarray(rng.normal(size=(2, 3)), jnp.float32)
    b = jnp.asarray(rng.normal(size=3), jnp.float32)
    layer = Linear(w=w, b=b)
    positional = Linear(w, b)
    assert positional.w is w and positional.b is b
    leaves = jax.tree.leaves(layer)
    assert len(leaves) == 2 and leaves[0] is w and leaves[1] is b
    doubled = jax.tree.map(lambda a: a * 2, layer)
    assert isinstance(doubled, Linear) and np.allclose(doubled.w, 2 * w)
    out = jax.jit(lambda m, x: (m, m(x)))(layer, jnp.ones(2))
    assert isinstance(out[0], Linear) and np.allclose(out[1], np.ones(2) @ np.asarray(w) + np.asarray(b), rtol=1e-6)
    xs = rng.normal(size=(4, 2)).astype(np.float32)
    g = jax.grad(lambda m: (m(jnp.asarray(xs)) ** 2).sum())(layer)
    pred = xs.astype(np.float64) @ np.asarray(w, np.float64) + np.asarray(b, np.float64)
    assert isinstance(g, Linear)
    np.testing.assert_allclose(np.asarray(g.w), xs.astype(np.float64).T @ (2 * pred), rtol=1e-5)
    np.testing.assert_allclose(np.asarray(g.b), (2 * pred).sum(0), rtol=1e-5)
    ex = Linear(w=jnp.ones((2, 3)), b=jnp.zeros(3))
    assert [leaf.shape for leaf in jax.tree.leaves(ex)] == [(2, 3), (3,)]
    assert ex(jnp.array([1.0, 2.0])).tolist() == [3.0, 3.0, 3.0]
    assert jax.grad(lambda m: m(jnp.array([1.0, 2.0])).sum())(ex).b.tolist() == [1.0, 1.0, 1.0]
    stacked = Linear(jnp.ones((5, 2, 3)), jnp.zeros((5, 3)))
    assert jax.vmap(lambda m: m(jnp.ones(2)))(stacked).shape == (5, 3)
    print("verified")
