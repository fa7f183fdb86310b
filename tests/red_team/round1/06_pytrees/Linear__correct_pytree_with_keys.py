"""Correct: registered with jax.tree_util.register_pytree_with_keys (GetAttrKey paths for w and b) and an unflatten that goes through the constructor by keyword.

Violates: nothing.
Verifying input: the docstring example, key paths, tree.map, jit in and out, grad, keyword and positional construction -> all as promised.
"""
EXERCISE = "pytrees.Linear"
VERDICT = "pass"
KIND = "style"

import dataclasses

import jax
import jax.numpy as jnp
from jax.tree_util import GetAttrKey, register_pytree_with_keys


@dataclasses.dataclass(frozen=True)
class Linear:
    w: jax.Array
    b: jax.Array

    def __call__(self, x: jax.Array) -> jax.Array:
        return jnp.matmul(x, self.w) + self.b


register_pytree_with_keys(
    Linear,
    lambda m: (((GetAttrKey("w"), m.w), (GetAttrKey("b"), m.b)), None),
    lambda aux, children: Linear(w=children[0], b=children[1]),
    flatten_func=lambda m: ((m.w, m.b), None),
)


if __name__ == "__main__":
    layer = Linear(w=jnp.ones((2, 3)), b=jnp.zeros(3))
    assert [leaf.shape for leaf in jax.tree.leaves(layer)] == [(2, 3), (3,)]
    assert layer(jnp.array([1.0, 2.0])).tolist() == [3.0, 3.0, 3.0]
    assert jax.grad(lambda m: m(jnp.array([1.0, 2.0])).sum())(layer).b.tolist() == [1.0, 1.0, 1.0]
    paths = [jax.tree_util.keystr(p) for p, _ in jax.tree_util.tree_flatten_with_path(layer)[0]]
    assert paths == [".w", ".b"], paths
    m2 = jax.tree.map(lambda a: a + 1, Linear(jnp.zeros((1, 2)), jnp.zeros(2)))
    assert isinstance(m2, Linear) and m2.b.tolist() == [1.0, 1.0]
    back = jax.jit(lambda m: m)(layer)
    assert isinstance(back, Linear) and back.w.shape == (2, 3)
    assert layer(jnp.ones((5, 2))).shape == (5, 3)
    print("verified")
