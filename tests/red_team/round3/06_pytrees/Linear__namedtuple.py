"""Unusual style: ``Linear`` is a ``typing.NamedTuple`` instead of a registered frozen dataclass; JAX treats named tuples as pytree nodes out of the box.

Correct: a NamedTuple's children are its fields in order (``[w, b]``), ``jax.tree.map`` and ``jax.grad`` rebuild the same class, it crosses ``jax.jit`` as an argument and a result, it is immutable, and ``Linear(w, b)`` / ``Linear(w=..., b=...)`` both construct it.
"""
EXERCISE = "pytrees.Linear"
VERDICT = "pass"
KIND = "style"

from typing import NamedTuple

import jax
import jax.numpy as jnp


class Linear(NamedTuple):
    """A dense layer ``x @ w + b``; as a NamedTuple it is a pytree with children ``w`` and ``b``."""

    w: jax.Array
    b: jax.Array

    def __call__(self, x: jax.Array) -> jax.Array:
        """``x @ w + b`` for one input of shape ``(n_in,)`` or a batch of shape ``(batch, n_in)``."""
        return x @ self.w + self.b


if __name__ == "__main__":
    import numpy as np

    layer = Linear(w=jnp.ones((2, 3)), b=jnp.zeros(3))
    assert [leaf.shape for leaf in jax.tree.leaves(layer)] == [(2, 3), (3,)]
    assert layer(jnp.array([1.0, 2.0])).tolist() == [3.0, 3.0, 3.0]
    g = jax.grad(lambda m: m(jnp.array([1.0, 2.0])).sum())(layer)
    assert type(g) is Linear and g.b.tolist() == [1.0, 1.0, 1.0] and g.w.tolist() == [[1.0] * 3, [2.0] * 3]
    w = jnp.arange(6.0).reshape(3, 2)
    lin = Linear(w, jnp.array([1.0, -1.0]))
    leaves = jax.tree.leaves(lin)
    assert leaves[0] is lin.w and leaves[1] is lin.b
    doubled = jax.tree.map(lambda l: 2 * l, lin)
    assert type(doubled) is Linear and doubled.b.tolist() == [2.0, -2.0]
    shapes = jax.tree.map(lambda l: l.shape, lin)
    assert type(shapes) is Linear and shapes.w == (3, 2)
    out = jax.jit(lambda m, x: (m(x), m))(lin, jnp.ones((4, 3)))
    assert type(out[1]) is Linear and out[0].shape == (4, 2)
    np.testing.assert_allclose(np.asarray(out[0]), np.ones((4, 3)) @ np.asarray(w) + [1.0, -1.0])
    try:
        lin.w = jnp.zeros((3, 2))
    except AttributeError:
        pass
    else:
        raise AssertionError("mutable")
    flat, treedef = jax.tree.flatten(lin)
    assert type(jax.tree.unflatten(treedef, flat)) is Linear
    print("verified")
