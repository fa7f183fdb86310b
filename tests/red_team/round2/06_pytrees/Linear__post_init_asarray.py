"""Registers Linear as a pytree but also coerces w and b with jnp.asarray in __post_init__, so unflattening rewrites whatever leaves JAX puts back.

Violates: "``jax.tree.map`` over a Linear returns a Linear" (holding f(leaf) at each leaf) / "a Linear passes into and out of ``jax.jit``" (and other transformations).
Verifying input: jax.tree.map(lambda a: a.shape, Linear(ones((2, 3)), zeros(3))) -> the docstring requires a Linear with w == (2, 3), this returns w == Array([2, 3]); jax.eval_shape(lambda m: m, layer) raises.
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
    import numpy as np
    layer = Linear(w=jnp.ones((2, 3)), b=jnp.zeros(3))
    assert [l.shape for l in jax.tree.leaves(layer)] == [(2, 3), (3,)]
    assert layer(jnp.array([1.0, 2.0])).tolist() == [3.0, 3.0, 3.0]
    g = jax.grad(lambda m: m(jnp.array([1.0, 2.0])).sum())(layer)
    assert isinstance(g, Linear) and g.b.tolist() == [1.0, 1.0, 1.0] and g.w.tolist() == [[1.0] * 3, [2.0] * 3]
    out = jax.jit(lambda m, x: Linear(m.w * 2, m.b + 1))(layer, jnp.ones(2))
    assert isinstance(out, Linear) and out.b.tolist() == [1.0] * 3
    m2 = jax.tree.map(lambda a: a * 3, layer)
    assert isinstance(m2, Linear) and m2.w.tolist() == [[3.0] * 3] * 2
    assert Linear(b=jnp.ones(1), w=jnp.ones((2, 1)))(jnp.ones(2)).tolist() == [3.0]
    shapes = jax.tree.map(lambda a: a.shape, layer)
    print(repr(shapes.w))
    assert isinstance(shapes, Linear) and not isinstance(shapes.w, tuple)
    try:
        jax.eval_shape(lambda m: m, layer)
        failed = False
    except Exception as e:
        failed = True
        print(type(e).__name__)
    assert failed
    print("verified")
