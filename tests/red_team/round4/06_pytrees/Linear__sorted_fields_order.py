"""The student registers Linear with a generic flatten over sorted(vars(self)), so the leaves come out as [b, w], not [w, b].

Violates: "``jax.tree.leaves(layer)`` is ``[layer.w, layer.b]`` (in that order)"
Verifying input: Linear(w=jnp.ones((2, 3)), b=jnp.zeros(3)) -> requires leaf shapes [(2, 3), (3,)], this gives [(3,), (2, 3)].
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
        names = sorted(vars(self))
        return tuple(getattr(self, n) for n in names), tuple(names)

    @classmethod
    def tree_unflatten(cls, names, children):
        return cls(**dict(zip(names, children)))

    def __call__(self, x: jax.Array) -> jax.Array:
        return x @ self.w + self.b


if __name__ == "__main__":
    layer = Linear(w=jnp.ones((2, 3)), b=jnp.zeros(3))
    assert layer(jnp.array([1.0, 2.0])).tolist() == [3.0, 3.0, 3.0]
    assert jax.grad(lambda m: m(jnp.array([1.0, 2.0])).sum())(layer).b.tolist() == [1.0, 1.0, 1.0]
    g = jax.grad(lambda m: m(jnp.ones((4, 2))).sum())(Linear(jnp.ones((2, 3)), jnp.zeros(3)))
    assert isinstance(g, Linear) and g.w.tolist() == [[4.0] * 3] * 2
    out = jax.jit(lambda m: jax.tree.map(lambda l: l * 2, m))(layer)
    assert isinstance(out, Linear) and out.w.shape == (2, 3)
    assert [l.shape for l in jax.tree.leaves(layer)] == [(3,), (2, 3)]  # the breach
    print("verified")
