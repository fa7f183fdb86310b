"""The student converts w and b with jnp.asarray in __post_init__, and unflatten calls the constructor, so tree.map results are coerced (or rejected).

Violates: "``jax.tree.map`` over a Linear returns a Linear"
Verifying input: jax.tree.map(lambda l: str(l.dtype), Linear(jnp.ones((2, 3)), jnp.zeros(3))) -> requires Linear(w="float32", b="float32"), this raises ValueError from jnp.asarray (and tree.map(lambda l: l.shape, ...) gives arrays, not the shape tuples).
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
        object.__setattr__(self, "w", jnp.asarray(self.w))
        object.__setattr__(self, "b", jnp.asarray(self.b))

    def tree_flatten(self):
        return (self.w, self.b), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)

    def __call__(self, x: jax.Array) -> jax.Array:
        return x @ self.w + self.b


if __name__ == "__main__":
    layer = Linear(w=jnp.ones((2, 3)), b=jnp.zeros(3))
    assert [l.shape for l in jax.tree.leaves(layer)] == [(2, 3), (3,)]
    assert layer(jnp.array([1.0, 2.0])).tolist() == [3.0, 3.0, 3.0]
    assert jax.grad(lambda m: m(jnp.array([1.0, 2.0])).sum())(layer).b.tolist() == [1.0, 1.0, 1.0]
    out = jax.jit(lambda m: jax.tree.map(lambda l: l * 2, m))(layer)
    assert isinstance(out, Linear) and out.w.tolist() == [[2.0] * 3] * 2
    assert Linear(w=[[1.0]], b=[0.0])(jnp.array([2.0])).tolist() == [2.0]
    shapes = jax.tree.map(lambda l: l.shape, layer)
    assert not isinstance(shapes.w, tuple)  # coerced into an array
    try:
        jax.tree.map(lambda l: str(l.dtype), layer)
    except (TypeError, ValueError):
        print("verified")
    else:
        raise AssertionError("expected the breach")
