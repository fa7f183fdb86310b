"""Correct: the frozen dataclass registered with jax.tree_util.register_dataclass as a decorator (data fields w, b in order).

Violates: nothing.
Verifying input: the docstring example, tree.map with shape-changing and non-array results, jit in and out, grad, vmap over a batch of layers, keyword and positional construction -> all as promised.
"""
EXERCISE = "pytrees.Linear"
VERDICT = "pass"
KIND = "style"

import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclasses.dataclass(frozen=True)
class Linear:
    w: jax.Array
    b: jax.Array

    def __call__(self, x: jax.Array) -> jax.Array:
        return x @ self.w + self.b


if __name__ == "__main__":
    import numpy as np

    layer = Linear(w=jnp.ones((2, 3)), b=jnp.zeros(3))
    assert [leaf.shape for leaf in jax.tree.leaves(layer)] == [(2, 3), (3,)]
    assert layer(jnp.array([1.0, 2.0])).tolist() == [3.0, 3.0, 3.0]
    g = jax.grad(lambda m: m(jnp.array([1.0, 2.0])).sum())(layer)
    assert isinstance(g, Linear) and g.b.tolist() == [1.0, 1.0, 1.0] and g.w.tolist() == [[1.0] * 3, [2.0] * 3]
    pos = Linear(jnp.arange(6.0).reshape(2, 3), jnp.ones(3))
    assert jax.tree.leaves(pos)[0] is pos.w and jax.tree.leaves(pos)[1] is pos.b
    norms = jax.tree.map(jnp.linalg.norm, pos)
    assert isinstance(norms, Linear) and norms.b.shape == ()
    shapes = jax.tree.map(lambda a: a.shape, pos)
    assert isinstance(shapes, Linear) and shapes.w == (2, 3)
    out = jax.jit(lambda m, x: (m, m(x)))(pos, jnp.ones((4, 2)))
    assert isinstance(out[0], Linear) and out[1].shape == (4, 3)
    np.testing.assert_allclose(np.asarray(out[1]), np.ones((4, 2)) @ np.arange(6.0).reshape(2, 3) + 1)
    stacked = jax.tree.map(lambda a: jnp.stack([a, 2 * a]), pos)
    ys = jax.vmap(lambda m: m(jnp.ones(2)))(stacked)
    assert ys.shape == (2, 3)
    assert jax.tree.structure(g) == jax.tree.structure(layer)
    print("verified")
