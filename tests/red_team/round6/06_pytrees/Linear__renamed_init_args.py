"""Rewrites the layer as a plain registered class in the style of RegisteredBox, with ``__init__(self, weight, bias)``: positional construction and every transform work, but ``Linear(w=..., b=...)`` no longer does.

Violates: "The constructor stays ``Linear(w, b)`` (also by keyword)."
Verifying input: Linear(w=jnp.ones((2, 3)), b=jnp.zeros(3)) -> requires a layer, this raises TypeError (unexpected keyword argument 'w').
"""
EXERCISE = "pytrees.Linear"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class Linear:
    def __init__(self, weight, bias):
        self.w = weight
        self.b = bias

    def __call__(self, x):
        return x @ self.w + self.b

    def tree_flatten(self):
        return (self.w, self.b), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)


if __name__ == "__main__":
    layer = Linear(jnp.ones((2, 3)), jnp.zeros(3))
    assert [leaf.shape for leaf in jax.tree.leaves(layer)] == [(2, 3), (3,)]
    assert layer(jnp.array([1.0, 2.0])).tolist() == [3.0, 3.0, 3.0]
    assert jax.grad(lambda m: m(jnp.array([1.0, 2.0])).sum())(layer).b.tolist() == [1.0, 1.0, 1.0]
    try:
        Linear(w=jnp.ones((2, 3)), b=jnp.zeros(3))
    except TypeError as error:
        print("keyword construction:", error)
    else:
        raise AssertionError("expected TypeError")
    print("verified")
