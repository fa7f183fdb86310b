"""Correct: keeps the frozen dataclass and registers it with jax.tree_util.register_dataclass (w and b as data fields, in that order).

Violates: nothing.
Verifying input: the docstring's examples, plus tree.map, jit in/out, grad, eval_shape, vmap over a stacked Linear, keyword construction.
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

    def __call__(self, x: jax.Array) -> jax.Array:
        """``x @ w + b`` for one input of shape ``(n_in,)`` or a batch of shape ``(batch, n_in)``."""
        return x @ self.w + self.b


jax.tree_util.register_dataclass(Linear, data_fields=["w", "b"], meta_fields=[])


if __name__ == "__main__":
    import numpy as np
    layer = Linear(w=jnp.ones((2, 3)), b=jnp.zeros(3))
    leaves = jax.tree.leaves(layer)
    assert [l.shape for l in leaves] == [(2, 3), (3,)] and leaves[0] is layer.w and leaves[1] is layer.b
    assert layer(jnp.array([1.0, 2.0])).tolist() == [3.0, 3.0, 3.0]
    assert layer(jnp.ones((4, 2))).shape == (4, 3)
    g = jax.grad(lambda m: m(jnp.array([1.0, 2.0])).sum())(layer)
    assert isinstance(g, Linear) and g.b.tolist() == [1.0] * 3 and g.w.tolist() == [[1.0] * 3, [2.0] * 3]
    rng = np.random.default_rng(0)
    w, b, x = rng.normal(size=(3, 2)), rng.normal(size=2), rng.normal(size=(5, 3))
    m = Linear(jnp.asarray(w, jnp.float32), jnp.asarray(b, jnp.float32))
    assert np.allclose(jax.jit(lambda m, x: m(x))(m, x), x @ w + b, rtol=1e-5)
    out = jax.jit(lambda m: jax.tree.map(lambda a: a * 2, m))(m)
    assert isinstance(out, Linear) and np.allclose(out.w, 2 * w, rtol=1e-6)
    shapes = jax.tree.map(lambda a: a.shape, m)
    assert isinstance(shapes, Linear) and shapes.w == (3, 2) and shapes.b == (2,)
    es = jax.eval_shape(lambda m: m, m)
    assert isinstance(es, Linear) and es.w.shape == (3, 2)
    stacked = jax.tree.map(lambda a: jnp.stack([a, a + 1]), m)
    ys = jax.vmap(lambda mm, xx: mm(xx))(stacked, jnp.ones((2, 3), jnp.float32))
    assert ys.shape == (2, 2)
    assert jax.tree.structure(m) == jax.tree.structure(Linear(b=jnp.ones(2), w=jnp.ones((3, 2))))
    print("verified")
