"""Converts the children with jnp.asarray when flattening, so the leaves of a Linear built from NumPy arrays (or from mapped non-array values) are new JAX arrays, not layer.w and layer.b.

Violates: "``jax.tree.leaves(layer)`` is ``[layer.w, layer.b]`` (in that order)".
Verifying input: layer = Linear(np.ones((2, 3), np.float32), np.zeros(3, np.float32)) -> the docstring requires jax.tree.leaves(layer) == [layer.w, layer.b] (the NumPy arrays themselves), this returns two new jax.Array copies.
"""
EXERCISE = "pytrees.Linear"
VERDICT = "fail"
KIND = "returns"

import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
@dataclasses.dataclass(frozen=True)
class Linear:
    w: jax.Array
    b: jax.Array

    def tree_flatten(self):
        # make sure JAX only ever sees arrays as leaves
        return (jnp.asarray(self.w), jnp.asarray(self.b)), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)

    def __call__(self, x: jax.Array) -> jax.Array:
        return x @ self.w + self.b


if __name__ == "__main__":
    import numpy as np

    layer = Linear(w=jnp.ones((2, 3)), b=jnp.zeros(3))
    assert [leaf.shape for leaf in jax.tree.leaves(layer)] == [(2, 3), (3,)]
    assert jax.tree.leaves(layer)[0] is layer.w
    assert layer(jnp.array([1.0, 2.0])).tolist() == [3.0, 3.0, 3.0]
    g = jax.grad(lambda m: m(jnp.array([1.0, 2.0])).sum())(layer)
    assert isinstance(g, Linear) and g.b.tolist() == [1.0, 1.0, 1.0]
    assert isinstance(jax.jit(lambda m: jax.tree.map(lambda a: a * 2, m))(layer), Linear)
    npl = Linear(np.ones((2, 3), np.float32), np.zeros(3, np.float32))
    leaves = jax.tree.leaves(npl)
    assert leaves[0] is not npl.w and not isinstance(leaves[0], np.ndarray), type(leaves[0])  # contract: npl.w itself
    print("verified")
