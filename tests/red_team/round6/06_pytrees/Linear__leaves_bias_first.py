"""Registers the class with tree_flatten returning (b, w) and a matching tree_unflatten: every transform round-trips, but the leaves come out bias first.

Violates: "``jax.tree.leaves(layer)`` is ``[layer.w, layer.b]`` (in that order)"
Verifying input: jax.tree.leaves(Linear(w=jnp.ones((2, 3)), b=jnp.zeros(3))) -> requires shapes [(2, 3), (3,)], this gives [(3,), (2, 3)].
"""
EXERCISE = "pytrees.Linear"
VERDICT = "fail"
KIND = "law"

import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
@dataclasses.dataclass(frozen=True)
class Linear:
    w: jax.Array
    b: jax.Array

    def __call__(self, x):
        return x @ self.w + self.b

    def tree_flatten(self):
        return (self.b, self.w), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        b, w = children
        return cls(w, b)


if __name__ == "__main__":
    layer = Linear(w=jnp.ones((2, 3)), b=jnp.zeros(3))
    assert layer(jnp.array([1.0, 2.0])).tolist() == [3.0, 3.0, 3.0]
    g = jax.grad(lambda m: m(jnp.array([1.0, 2.0])).sum())(layer)
    assert isinstance(g, Linear) and g.b.tolist() == [1.0, 1.0, 1.0] and g.w.shape == (2, 3)
    assert isinstance(jax.jit(lambda m: m)(layer), Linear)
    shapes = [leaf.shape for leaf in jax.tree.leaves(layer)]
    print("leaf shapes:", shapes)
    assert shapes == [(3,), (2, 3)]
    print("verified")
