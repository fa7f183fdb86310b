"""Registers Linear correctly but adds a __post_init__ shape check, which JAX also runs when it rebuilds a Linear from mapped leaves, so jax.tree.map with a function that changes shapes raises.

Violates: "``jax.tree.map`` over a Linear returns a Linear".
Verifying input: jax.tree.map(jnp.linalg.norm, Linear(jnp.ones((2, 3)), jnp.zeros(3))) -> the docstring requires a Linear of two 0-d norms, this raises ValueError.
"""
EXERCISE = "pytrees.Linear"
VERDICT = "fail"
KIND = "beyond"

import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
@dataclasses.dataclass(frozen=True)
class Linear:
    w: jax.Array
    b: jax.Array

    def __post_init__(self):
        if jnp.ndim(self.w) != 2 or jnp.shape(self.b) != (jnp.shape(self.w)[1],):
            raise ValueError(f"Linear needs w (n_in, n_out) and b (n_out,), got {jnp.shape(self.w)} and {jnp.shape(self.b)}")

    def tree_flatten(self):
        return (self.w, self.b), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)

    def __call__(self, x: jax.Array) -> jax.Array:
        return x @ self.w + self.b


if __name__ == "__main__":
    layer = Linear(w=jnp.ones((2, 3)), b=jnp.zeros(3))
    assert [leaf.shape for leaf in jax.tree.leaves(layer)] == [(2, 3), (3,)]
    assert layer(jnp.array([1.0, 2.0])).tolist() == [3.0, 3.0, 3.0]
    g = jax.grad(lambda m: m(jnp.array([1.0, 2.0])).sum())(layer)
    assert isinstance(g, Linear) and g.b.tolist() == [1.0, 1.0, 1.0]
    out = jax.jit(lambda m: jax.tree.map(lambda a: a * 2, m))(layer)
    assert isinstance(out, Linear) and out.w.tolist() == [[2.0] * 3] * 2
    assert layer(jnp.ones((4, 2))).shape == (4, 3)
    try:
        jax.tree.map(jnp.linalg.norm, layer)
    except ValueError:
        pass
    else:
        raise AssertionError("expected the shape check to fire")  # contract: returns a Linear
    print("verified")
